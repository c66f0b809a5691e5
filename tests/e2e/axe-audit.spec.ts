import { expect, test } from './fixtures';
import { audit } from './axe-audit';

/**
 * The audit itself (axe-audit.ts), on a real page with the faults it is there to find put in: every page
 * passes it only because it would fail one that had them.
 */
test('the audit finds a nameless button, a picture without its text, low contrast and a label not in the name', async ({ page }) => {
  await page.goto('/planai');
  expect(await audit(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const nameless = Object.assign(document.createElement('button'), { className: 'probe-nameless' });
    const picture = Object.assign(document.createElement('img'), { src: '/favicon.svg', className: 'probe-picture' });
    const faint = Object.assign(document.createElement('p'), { textContent: 'Blyškus tekstas', className: 'probe-faint' });
    faint.style.color = '#ddd';
    const mismatch = Object.assign(document.createElement('button'), { textContent: 'Pirkti', className: 'probe-mismatch' });
    mismatch.setAttribute('aria-label', 'Krepšelis');
    main.prepend(nameless, picture, faint, mismatch);
    document.querySelector('.site-footer')!.append(Object.assign(document.createElement('button'), { className: 'probe-footer' }));
  });
  const ids = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();
  const whole = await audit(page);
  expect(ids(whole)).toEqual(['button-name', 'color-contrast', 'image-alt', 'label-content-name-mismatch']);
  expect(whole.find((line) => line.startsWith('button-name'))).toMatch(/\.probe-nameless.*\.probe-footer/);
  // In en and ru only the rules a language changes: contrast is the lt audit's.
  expect(ids(await audit(page, { textOnly: true }))).toEqual(['button-name', 'image-alt', 'label-content-name-mismatch']);
  // Only the part asked for.
  expect(await audit(page, { include: '.site-footer' })).toEqual([expect.stringMatching(/^button-name .*\.probe-footer/)]);
  // The footer audited once in a visit is left out of the pages after.
  const seen = new Set<string>();
  expect((await audit(page, { seen })).join('\n')).toContain('.probe-footer');
  expect((await audit(page, { seen })).join('\n')).not.toContain('.probe-footer');
});
