import type { Page } from '@playwright/test';
import { texts } from '../../src/shared/campaign-files/resources';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

const { lt } = texts;

const prize = lt['campaign-prize'];
const wheel = lt['campaign-wheel'];
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** axe (WCAG 2.2 AA) on the page as it is now: the games' own states, which the route-by-route audit does not reach. */
async function expectAccessible(page: Page) {
  expect(await audit(page)).toEqual([]);
}

/** The code the sandbox mailed last to `to` (its outbox: what a real mailbox would hold). */
async function mailedCode(page: Page, to: string): Promise<string> {
  const outbox = (await (await page.request.get('/api/__sandbox/outbox')).json()) as { kind: string; to: string; text: string }[];
  const mail = outbox.filter((message) => message.kind === 'email' && message.to === to).at(-1);
  const code = mail && /kodas (\d+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

test.describe('the refill prize game and the awards wheel, as a subscriber plays them (issue 10)', () => {
  test.beforeEach(async ({ page }) => {
    // Refill tests never probe Google Pay (it would fetch Google's manifest).
    await page.addInitScript(() => {
      delete (window as unknown as { PaymentRequest?: unknown }).PaymentRequest;
    });
  });

  test('voucher refill → result → roll the dice by keyboard → physical prize → delivery form → delivery ordered', async ({ page }) => {
    await page.goto('/papildymas');
    await page.getByRole('tab', { name: lt.enums.RefillTab.Voucher }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: label(lt.forms['refill-voucher'].phone.label) }).fill('61234567');
    await panel.getByRole('textbox', { name: label(lt.forms['refill-voucher'].code.label) }).fill('1234567890123');
    await panel.getByRole('button', { name: lt.forms['refill-voucher'].submit }).click();

    await expect(page).toHaveURL(/\/refill\/success\?.*campaignName=prize/);
    const campaign = page.getByRole('region', { name: prize.title });
    await expect(campaign.getByText(prize.states.ready.title)).toBeVisible();
    await campaign.getByRole('link', { name: prize.actions.play }).click();

    await expect(page.getByRole('heading', { level: 1, name: lt.routes.PrizeGame.title })).toBeVisible();
    const roll = page.getByRole('button', { name: prize.actions.play });
    await roll.focus();
    await page.keyboard.press('Enter');
    // The die rolls for the file's duration (motion allowed here), then the result is announced and focused.
    await expect(page.getByRole('img', { name: prize.die.rolling })).toBeVisible();
    const finished = page.getByRole('heading', { level: 2, name: prize.states.finished.title });
    await expect(finished).toBeFocused({ timeout: 10_000 });
    await expect(page.getByRole('status')).toContainText('Pulsas kuprinė');
    await expectAccessible(page);
    await page.getByRole('link', { name: prize.actions.collect }).click();

    await expect(page).toHaveURL(/\/6000prizu\/zaidimas\/laimetas-fizinis-prizas\?transactionId=/);
    await expect(page.getByRole('heading', { level: 1, name: prize.results['laimetas-fizinis-prizas'].title })).toBeVisible();
    const form = lt.forms['prize-delivery'];
    await page.getByRole('button', { name: form.submit }).click();
    const name = page.getByRole('textbox', { name: label(form.name.label) });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectAccessible(page);
    await name.fill('Rūta');
    await page.getByRole('textbox', { name: label(form.surname.label) }).fill('Kazlauskienė');
    await page
      .getByRole('combobox', { name: label(form.locationId.label) })
      .selectOption({ label: 'Kaunas, PC Mega – Islandijos pl. 32, LT-47446 Kaunas' });
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: prize.delivery.successTitle })).toBeFocused();
    await expect(page.getByText(prize.delivery.success, { exact: true })).toBeVisible();

    // Opened again, the result says the delivery is ordered rather than asking again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: prize.delivery.successTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);
  });

  test('points page → lottery prize → wheel → confirm → delivery → e-mail code → order success', async ({ page }) => {
    // The reduced-motion path: the wheel shows where it stops at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAs(page);
    await page.goto('/pulsas-taskai');
    await expect(page.getByText(fill(wheel.points.balance, { points: 1250 }))).toBeVisible();
    await expectAccessible(page);
    const store = page.getByRole('region', { name: wheel.points.store });
    await store.getByRole('link', { name: wheel.actions.spin }).first().click();

    await expect(page).toHaveURL(/\/pulsas-taskai\/loterija\/1$/);
    await expect(page.getByRole('heading', { level: 2, name: wheel.states.ready.title })).toBeVisible();
    await page.getByRole('button', { name: wheel.actions.spin }).click();
    await expect(page.getByRole('heading', { level: 2, name: wheel.states.confirm.title })).toBeFocused();
    await expect(page.getByRole('img', { name: new RegExp(fill(wheel.wheel.stopped, { prize: 'Belaidės ausinės' })) })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: wheel.actions.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: wheel.states.finished.title })).toBeFocused();
    await page.getByRole('link', { name: wheel.actions.deliver }).click();

    await expect(page).toHaveURL(/\/pulsas-taskai\/pristatymas\/\d+$/);
    const delivery = lt.forms['awards-delivery'];
    await page.getByRole('textbox', { name: label(delivery.fullName.label) }).fill('Rūta Kazlauskienė');
    await page.getByRole('textbox', { name: label(delivery.email.label) }).fill('ruta.k@example.lt');
    const postCode = page.getByRole('textbox', { name: label(delivery.postCode.label) });
    await postCode.fill('7150');
    await page.getByRole('combobox', { name: label(delivery.deliveryLocation.label) }).selectOption({ index: 1 });
    await page.getByRole('button', { name: delivery.submit }).click();
    await expect(postCode).toHaveAccessibleDescription(new RegExp(lt.validation.PostCodeFormat.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('textbox', { name: label(delivery.fullName.label) })).toHaveValue('Rūta Kazlauskienė');
    await postCode.fill('LT-07150');
    await page.getByRole('button', { name: delivery.submit }).click();

    await expect(page.getByRole('heading', { level: 2, name: wheel.delivery.emailTitle })).toBeFocused();
    const code = lt.forms['awards-email-confirmation'];
    await expect(page.getByRole('textbox', { name: label(code.email.label) })).toHaveValue('ruta.k@example.lt');
    await page.getByRole('textbox', { name: label(code.code.label) }).fill(await mailedCode(page, 'ruta.k@example.lt'));
    await page.getByRole('button', { name: code.submit }).click();

    await expect(page).toHaveURL(/\/pulsas-taskai\/sekmingas-uzsakymas$/);
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.AwardsOrderSuccess.title })).toBeVisible();
    await page.getByRole('link', { name: wheel.actions.backToPoints }).click();
    await expect(page.getByRole('region', { name: wheel.points.winnings }).getByText(wheel.winnings.shipped).first()).toBeVisible();
  });
});
