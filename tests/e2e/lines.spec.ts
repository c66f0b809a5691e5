import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';
import { loginAs } from './session';

/** Issue 51: several numbers under one login, a lost SIM, service switches, usage alerts and My orders, in the browser. */
const a = lt.account;
const l = lt.lines;
const main = (page: Page) => page.getByRole('main');
const sideNav = (page: Page) => page.getByRole('navigation', { name: lt.common.sideNav.label });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function logIn(page: Page, msisdn: string) {
  await page.goto('/prisijungti');
  await page.getByRole('textbox', { name: 'Telefono numeris' }).fill(msisdn);
  await page.getByLabel(/^Slaptažodis/).fill('Demo1234');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
}

/** The side navigation folds into a button up to 1023 px: open it to use its items. */
async function openSideNav(page: Page) {
  const toggle = sideNav(page).getByRole('button', { name: lt.common.sideNav.label });
  if (!(await toggle.isVisible())) return;
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

test.describe('several numbers, a lost SIM (issue 51)', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the family's holder switches to her daughter's number, whose lost SIM she unblocks with its PUK code, by keyboard", async ({
    page,
  }) => {
    await logIn(page, '61234577');
    const switcher = page.getByRole('button', { name: lt.lines.numbers.switch });
    await switcher.focus();
    await page.keyboard.press('Enter');
    const numbers = page.getByRole('list', { name: lt.lines.numbers.label });
    const daughter = numbers.getByRole('button', { name: /\+370 612 34579/ });
    await expect(daughter).toContainText(lt.lines.numbers.blocked);
    await daughter.focus();
    await page.keyboard.press('Enter');
    await expect(sideNav(page)).toContainText('Jonė Mockutė');
    await expect(page).toHaveURL(/\/pagrindinis$/);
    await expect(switcher).toBeFocused();

    // a top-up to the blocked number is refused, saying why
    const refill = await page.request.post('/api/payment/v2/payments/refill', { data: { phone: '61234579', amount: 5, method: 'bank' } });
    expect(await refill.json()).toEqual({ Exception: 'SimBlockedException', Arguments: ['61234579'] });

    await openSideNav(page);
    await sideNav(page).getByRole('link', { name: lt.common.sideNav.simCard }).click();
    const state = main(page).getByRole('region', { name: l.sim.stateTitle });
    await expect(state).toContainText(l.sim.reasons.lost);
    // the PUK code from the menu's dialog
    await openSideNav(page);
    await sideNav(page).getByRole('button', { name: lt.common.sideNav.pukCode }).click();
    const dialog = page.getByRole('dialog', { name: lt.common.sideNav.pukCode });
    await dialog.getByRole('button', { name: lt.common.sideNav.showValue }).click();
    const puk = (await dialog.locator('.shell-code-value').textContent())!.trim();
    await page.keyboard.press('Escape');
    const unblock = main(page).getByRole('region', { name: l.sim.unblockTitle });
    await unblock.getByRole('textbox', { name: new RegExp(lt.lines['sim-unblock'].puk.label) }).fill(puk);
    await unblock.getByRole('button', { name: lt.lines['sim-unblock'].submit }).click();
    const done = page.getByRole('dialog', { name: lt.common.successModal.title });
    await expect(done).toContainText(fill(l.sim.unblocked, { number: '+370 612 34579' }));
    await page.keyboard.press('Escape');
    await expect(state).toContainText(l.sim.active);

    // and blocks it again: the question names the number
    await main(page).getByRole('button', { name: l.sim.block }).click();
    const ask = page.getByRole('alertdialog', { name: fill(l.sim.confirmTitle, { number: '+370 612 34579' }) });
    await expect(ask).toContainText(l.sim.stopsTopUps);
    await ask.getByRole('button', { name: l.sim.confirm }).click();
    await expect(done).toContainText(fill(l.sim.blocked, { number: '+370 612 34579' }));
  });

  test('a switch the API refuses goes back and says so; the spending limit is checked at its field', async ({ page }) => {
    await loginAs(page, '61234568');
    await page.goto('/pagrindinis/paslaugu-valdymas');
    const roaming = main(page).getByRole('switch', { name: l.controls.roaming.label });
    await expect(roaming).toHaveAttribute('aria-checked', 'true');
    await page.route('**/api/services/switches/roaming', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'InternalServerError' }] }) }),
    );
    await roaming.click();
    await expect(page.getByRole('alertdialog', { name: lt.common.errorModal.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(roaming).toHaveAttribute('aria-checked', 'true');
    await expect(main(page).getByRole('region', { name: l.controls.switchesTitle }).getByRole('status')).toContainText(
      fill(l.controls.notSaved, { name: l.controls.roaming.label }),
    );
    await page.unroute('**/api/services/switches/roaming');
    await roaming.click();
    await expect(roaming).toHaveAttribute('aria-checked', 'false');

    const limit = main(page).getByRole('region', { name: l.controls.limit.title });
    const amount = limit.getByRole('textbox', { name: new RegExp(lt.lines['spending-limit'].amount.label) });
    await amount.fill('700');
    await limit.getByRole('button', { name: lt.lines['spending-limit'].submit }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(lt.lines.SpendingLimitRange));
    await amount.fill('60');
    await limit.getByRole('button', { name: lt.lines['spending-limit'].submit }).click();
    await expect(limit.getByRole('status')).toContainText(fill(l.controls.limit.saved, { amount: '60,00 €' }));
    await page.reload();
    await expect(main(page).getByRole('region', { name: l.controls.limit.title })).toContainText('60,00 €');
  });

  test('usage alerts by e-mail: a wrong address is said at its field and kept; saved, they are there on the next visit', async ({
    page,
  }) => {
    await loginAs(page, '61234567');
    await page.goto('/pagrindinis/pranesimai-apie-naudojima');
    const form = lt.lines['usage-alerts'];
    await main(page).getByRole('checkbox', { name: form.dataAt100.label }).check();
    await main(page).getByRole('radio', { name: form.channel.options.email }).check();
    const email = main(page).getByRole('textbox', { name: new RegExp(form.email.label) });
    await email.fill('ruta@example');
    await main(page).getByRole('button', { name: form.submit }).click();
    await expect(email).toHaveAccessibleDescription(new RegExp(lt.validation.EmailFormat));
    await expect(email).toHaveValue('ruta@example');
    await email.fill('ruta@example.lt');
    await main(page).getByRole('button', { name: form.submit }).click();
    await expect(main(page).getByRole('status')).toContainText(fill(l.alerts.saved.email, { email: 'ruta@example.lt' }));
    await page.reload();
    await expect(main(page).getByRole('checkbox', { name: form.dataAt100.label })).toBeChecked();
    await expect(main(page).getByRole('textbox', { name: new RegExp(form.email.label) })).toHaveValue('ruta@example.lt');
  });

  test("My orders: the postpaid demo's phone on instalments, on its way, with its parcel's link; the statement's days as a table", async ({
    page,
  }) => {
    await loginAs(page, '61234568');
    await page.goto('/pagrindinis/uzsakymai');
    const order = main(page).getByRole('article', { name: /iPhone 15/ });
    await expect(order).toContainText(l.orders.statuses.sent);
    await expect(order.getByRole('link', { name: new RegExp(l.orders.follow) })).toHaveAttribute(
      'href',
      /^https:\/\/siuntos\.example\.lt\//,
    );
    await page.goto('/pagrindinis/isklotine');
    const daily = main(page).getByRole('region', { name: a.reports.daily.title });
    await daily.getByText(a.reports.daily.asTable).click();
    await expect(daily.getByRole('table')).toBeVisible();
    expect(await daily.getByRole('row').count()).toBeGreaterThan(2);
  });
});
