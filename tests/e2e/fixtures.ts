import { expect, test as base } from '@playwright/test';

/**
 * Every browser test runs with watchers: Content-Security-Policy violations (the suite must record
 * none: validators are precompiled, CMS HTML goes through the Trusted Types policy), uncaught page
 * errors, hydration mismatches of prerendered pages, and pictures that are not there. Any of them fails the test that caused it.
 */
export const test = base.extend<{ watchdog: void }>({
  watchdog: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      // React reports a prerendered page that hydrates differently (minified errors #418, #423, #425).
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|did not match|react\.dev\/errors\/(418|423|425)/i.test(message.text())) {
          errors.push(`hydration: ${message.text()}`);
        }
      });
      // A picture the page names but the server does not have (faults injected by tests answer 5xx).
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && response.status() === 404) errors.push(`broken image: ${response.url()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
          list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
        });
      });
      await use();
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      expect([...errors, ...violations.map((v) => `CSP violation: ${v}`)]).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
