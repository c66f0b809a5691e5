import { request, type FullConfig } from '@playwright/test';

/**
 * After the whole run: the CSP's `report-to` collector (the sandbox's POST /api/csp-reports, issue 7)
 * must have received no report but the one the hardening suite causes on purpose. The per-test watcher
 * in fixtures.ts sees violations in the page; this sees what the browser reported, as production would.
 */
export default async function cspReportsTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  let reports: unknown[];
  try {
    // The test server's certificate is its own (scripts/e2e-server.ts).
    const api = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
    reports = (await (await api.get('/api/__sandbox/csp-reports')).json()) as unknown[];
    await api.dispose();
  } catch (error) {
    console.warn(`CSP reports could not be read (${String(error)}): the collector was not checked.`);
    return;
  }
  const unexpected = reports.filter((report) => !JSON.stringify(report).includes('csp-probe.invalid'));
  if (unexpected.length) {
    throw new Error(`The browser reported CSP violations to /api/csp-reports:\n${unexpected.map((r) => JSON.stringify(r)).join('\n')}`);
  }
}
