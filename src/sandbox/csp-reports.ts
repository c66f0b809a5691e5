import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE } from './http';

/** The most reports kept (the oldest go first): a misbehaving page cannot fill the memory. */
const CAPACITY = 1000;

export interface CspReport {
  /** When the sandbox received it. */
  receivedAt: string;
  /** How it came: the Reporting API (`report-to`, application/reports+json) or the older `report-uri`. */
  via: 'report-to' | 'report-uri';
  /** The report as the browser sent it: a Reporting API report's body, or a report-uri `csp-report`. */
  report: Record<string, unknown>;
}

/**
 * The CSP violation collector (issue 7; deploy/security-headers.ts `report-to` and `report-uri`):
 * `POST /api/csp-reports` takes a browser's reports (application/reports+json, a list, or
 * application/csp-report, one) and answers 204; `GET /api/__sandbox/csp-reports` lists what came (the
 * browser tests check that it stays empty), `DELETE` forgets them. Browsers send reports without
 * cookies, so they are kept per sandbox, not per world. Never faulted by a scenario.
 */
export function cspReportHandlers(reports: CspReport[] = []): HttpHandler[] {
  return [
    http.post(`${API_BASE}/csp-reports`, async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return HttpResponse.json({ errors: [{ code: 'InvalidRequest', message: 'The report is not JSON' }] }, { status: 400 });
      }
      const list = Array.isArray(body) ? body : [body];
      const receivedAt = new Date().toISOString();
      const via = request.headers.get('content-type')?.startsWith('application/reports+json') ? 'report-to' : 'report-uri';
      for (const entry of list) {
        if (!entry || typeof entry !== 'object') continue;
        const report = entry as Record<string, unknown>;
        // Reporting API: { type: 'csp-violation', body: {...} }; report-uri: { 'csp-report': {...} }.
        const inner = (report['csp-report'] ?? report.body ?? report) as Record<string, unknown>;
        reports.push({ receivedAt, via, report: { ...inner, ...(typeof report.url === 'string' ? { url: report.url } : {}) } });
      }
      reports.splice(0, Math.max(0, reports.length - CAPACITY));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API_BASE}/__sandbox/csp-reports`, () => HttpResponse.json(reports)),
    http.delete(`${API_BASE}/__sandbox/csp-reports`, () => {
      reports.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
