import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The WCAG rules whose outcome can change with the page's language: names, labels, titles, alternative
 * texts, the language attributes. In en and ru the pages are the same components, styles and structure as
 * in lt, which the lt audit checks whole (contrast, roles, ARIA, target sizes, with the layout): there only
 * these run, at a third of the time.
 */
const TEXT_RULES = [
  ...['area-alt', 'aria-command-name', 'aria-input-field-name', 'aria-meter-name', 'aria-progressbar-name', 'aria-tab-name'],
  ...['aria-toggle-field-name', 'aria-tooltip-name', 'button-name', 'document-title', 'frame-title'],
  ...['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'image-alt', 'input-button-name', 'input-image-alt', 'label'],
  ...['label-content-name-mismatch', 'link-name', 'object-alt', 'role-img-alt', 'select-name', 'summary-name', 'svg-img-alt', 'valid-lang'],
];

/**
 * The page's WCAG 2.2 AA violations, one line each. `seen`: the shell parts audited on an earlier page of
 * the same group (same language, same session), which this page's audit leaves out: the footer is the
 * same on every page, the header is once per look (light or dark). They are a quarter of each audit's time.
 */
export async function audit(page: Page, seen?: Set<string>, { textOnly = false } = {}): Promise<string[]> {
  // WCAG 2.5.3 (label in name) is one of axe's experimental rules, off unless asked for (issue 32 F8).
  // (options() replaces what withTags() set, so it comes first.)
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (textOnly) builder.withRules(TEXT_RULES);
  else builder.withTags(TAGS);
  if (seen) {
    const header = `header ${await page.evaluate(() => document.querySelector('.site-header')?.className.includes('--dark'))}`;
    for (const [part, selector] of [
      [header, '.site-header'],
      ['footer', '.site-footer'],
    ] as const) {
      if (seen.has(part)) builder.exclude(selector);
      seen.add(part);
    }
  }
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}
