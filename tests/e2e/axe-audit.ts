import type { Page } from '@playwright/test';
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The WCAG rules whose outcome can change with the page's language: names, labels, titles, alternative
 * texts, the language attributes. In en and ru the pages are the same components, styles and structure as
 * in lt, which the lt audit checks whole (contrast, roles, ARIA, target sizes, with the layout): there only
 * these run, at a third of the time.
 */
export const TEXT_RULES = [
  ...['area-alt', 'aria-command-name', 'aria-input-field-name', 'aria-meter-name', 'aria-progressbar-name', 'aria-tab-name'],
  ...['aria-toggle-field-name', 'aria-tooltip-name', 'button-name', 'document-title', 'frame-title'],
  ...['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'image-alt', 'input-button-name', 'input-image-alt', 'label'],
  ...['label-content-name-mismatch', 'link-name', 'object-alt', 'role-img-alt', 'select-name', 'summary-name', 'svg-img-alt', 'valid-lang'],
];

export interface AuditOptions {
  /** The shell parts already audited on an earlier page of the same visit (same language, same session), left out here. */
  seen?: Set<string>;
  /** Only the rules a language can change (TEXT_RULES). */
  textOnly?: boolean;
  /** Only this part of the page (a dialog, the cookie banner). */
  include?: string;
}

/**
 * The page's WCAG 2.2 AA violations, one line each, from axe-core run in the page itself.
 *
 * axe-core is put into the page once per document and run there (`axe.run`), not through
 * @axe-core/playwright: that wrapper evaluates axe's 560 kB again on every audit and, by default, opens a
 * blank page in the context for each one to join its results (`finishRun`). Measured on 8 pages of this
 * portal (2 cores): 1.35 s an audit with the wrapper, 0.83 s in its legacy mode, 0.46 s here, and 0.25 s on
 * pages opened inside the app, where axe stays loaded. The portal has no frames, the one thing the wrapper
 * adds.
 *
 * `seen`: the footer is the same on every page, the header is once per look (light or dark); they are a
 * quarter of each audit's time.
 */
export async function audit(page: Page, { seen, textOnly = false, include }: AuditOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(axe.source);
  const exclude: string[] = [];
  if (seen) {
    const header = `header ${await page.evaluate(() => document.querySelector('.site-header')?.className.includes('--dark'))}`;
    for (const [part, selector] of [
      [header, '.site-header'],
      ['footer', '.site-footer'],
    ] as const) {
      if (seen.has(part)) exclude.push(selector);
      seen.add(part);
    }
  }
  const options: axe.RunOptions = {
    runOnly: textOnly ? { type: 'rule', values: TEXT_RULES } : { type: 'tag', values: TAGS },
    // WCAG 2.5.3 (label in name) is one of axe's experimental rules, off unless asked for (issue 32 F8).
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  };
  const context = { include: [[include ?? 'html']], exclude: exclude.map((selector) => [selector]) };
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(context, options);
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { context, options },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
}
