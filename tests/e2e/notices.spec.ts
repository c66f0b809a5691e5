import { routes } from '../../src/shared/routing/every-route';
import { expect, test } from './fixtures';
import { loginAs } from './session';
import { visitRoute } from './visit-route';

// Notice discipline on a page (issue 37, spec/app.yaml notices); the layout of every route is checked with axe (accessibility.spec.ts).

test('notices before the content: one on a phone, two on a wide screen, the rest behind "show more"', async ({ page }) => {
  await loginAs(page);
  const list = page.getByRole('list', { name: 'Pranešimai' });
  const visible = list.getByRole('listitem').filter({ visible: true });
  const more = page.getByRole('button', { name: /^Rodyti dar \d+ pranešim/ });
  const hidden = async () => Number(/\d+/.exec((await more.getAttribute('aria-label')) ?? (await more.innerText()))![0]);
  await page.setViewportSize({ width: 390, height: 844 });
  await visitRoute(page, routes.Dashboard, 'lt');
  await expect(visible).toHaveCount(1);
  // How many there are depends on the day (campaign windows): counted, not assumed.
  const total = 1 + (await hidden());
  await more.click();
  await expect(visible).toHaveCount(total);
  await page.getByRole('button', { name: 'Rodyti mažiau pranešimų' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(visible).toHaveCount(Math.min(2, total));
  if (total > 2) expect(await hidden()).toBe(total - 2);
});
