import type { Page } from '@playwright/test';
import { texts } from '../../src/shared/campaign-files/resources';
import { CONSENT_TEXTS } from '../../src/sandbox/world/consents';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

const { lt, ua } = texts;

/**
 * The second seed's other campaigns, each along the path its user takes (issue 11). Their states and
 * faults are component tests (tests/component/campaigns/); these check the built portal on nginx with
 * the standalone sandbox: CSP, hydration and the real browser.
 */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

test.describe('campaigns of the second seed', () => {
  test('earphones: a customer opens the offer, picks earphones and a pick-up point and pays with the saved card', async ({ page }) => {
    await loginAs(page);
    const order = lt.forms['earphone-order'];
    await page.goto('/kampanija/ausines');
    await expect(page).toHaveURL(/\/kampanija\/ausines\/AP-VALID$/);
    await expect(field(page, order.firstName.label)).toHaveValue('Rūta');
    await page.getByRole('radio', { name: /AirPods 4/ }).check();
    await field(page, order.email.label).fill('ruta@example.lt');
    await page.getByLabel(new RegExp(order.location.label)).selectOption({ label: 'Kaunas, PC Mega (Islandijos pl. 32, LT-47446 Kaunas)' });
    await page.getByRole('radio', { name: /Išsaugota mokėjimo kortele/ }).check();
    await page.getByRole('button', { name: order.submit }).click();
    await expect(page).toHaveURL(/\/kampanija\/sekme$/);
    await expect(page.getByRole('heading', { level: 1, name: lt['campaign-airpods'].results.success.title })).toBeVisible();
    // The offer is used now: its link goes to the used page.
    await page.goto('/kampanija/ausines/AP-VALID');
    await expect(page).toHaveURL(/\/kampanija\/panaudota$/);
  });

  test('earphones by a new card: declined on the payment page, tried again from the result with the details kept, then approved', async ({
    page,
  }) => {
    const order = lt.forms['earphone-order'];
    const texts = lt['campaign-airpods'];
    await page.goto('/kampanija/ausines/AP-VALID');
    await page.getByRole('radio', { name: /AirPods Pro 2/ }).check();
    await field(page, order.firstName.label).fill('Rūta Kazlauskienė');
    await field(page, order.email.label).fill('ruta@example.lt');
    await page.getByLabel(new RegExp(order.location.label)).selectOption({ label: 'Kaunas, PC Mega (Islandijos pl. 32, LT-47446 Kaunas)' });
    await page.getByRole('radio', { name: lt['campaign-ui'].payment.newCard }).check();
    await page.getByRole('button', { name: order.submit }).click();
    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/A\d+$/);
    await page.getByRole('link', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/kampanija\/ausines\/uzsakymas\/failure\?transactionId=AP-VALID$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.results.failure.title })).toBeVisible();
    await page.getByRole('link', { name: texts.actions.retry }).click();
    await expect(page).toHaveURL(/\/kampanija\/ausines\/AP-VALID$/);
    await expect(field(page, order.email.label)).toHaveValue('ruta@example.lt');
    await page.getByRole('radio', { name: /AirPods Pro 2/ }).check();
    await page.getByRole('radio', { name: lt['campaign-ui'].payment.newCard }).check();
    await page.getByRole('button', { name: order.submit }).click();
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/kampanija\/ausines\/uzsakymas\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.results.success.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.actions.retry })).toHaveCount(0);
  });

  test('item purchase: the item of a transaction paid with the saved card', async ({ page }) => {
    const sim = lt['campaign-sim'];
    await page.goto('/plano-pirkimas/sim/IP-1001');
    await expect(page.getByRole('form', { name: sim.purchase.summary })).toContainText('Samsung Galaxy Buds3');
    await page.getByRole('radio', { name: /Išsaugota mokėjimo kortele/ }).check();
    await page.getByRole('button', { name: sim.actions.pay }).click();
    await expect(page).toHaveURL(/\/plano-pirkimas\/sim\/IP-1001\?status=success$/);
    await expect(page.getByRole('heading', { level: 2, name: sim.results.success.title })).toBeFocused();
  });

  test('summer game: ended, it says so and keeps its rules and past winners readable', async ({ page }) => {
    const s = lt['campaign-shake'];
    const ui = lt['campaign-ui'];
    await page.goto('/akcijos/vasara');
    await expect(page.getByRole('heading', { level: 1, name: ui.closed.endedTitle.replace('{{title}}', s.title) })).toBeVisible();
    await page.getByRole('link', { name: ui.closed.rules }).click();
    await expect(page).toHaveURL(/\/akcijos\/vasara\/taisykles$/);
    await expect(page.getByRole('note')).toContainText('Ši akcija baigėsi');
    const winners = page.getByRole('region', { name: ui.winners.title });
    await expect(winners.getByRole('row')).toHaveCount(6);
    await expect(winners.getByRole('row').nth(1)).toContainText('6*****41');
  });

  test('ISIC: from the offer to the form, the card number checked at its field, the plan ordered', async ({ page }) => {
    await loginAs(page);
    const isic = lt['campaign-isic'];
    const labels = lt.forms.isic;
    await page.goto('/akcijos/isic');
    await expect(page.getByRole('region', { name: /Planas su nuolaida: ISIC studentams/ })).toBeVisible();
    await page.getByRole('link', { name: isic.actions.order }).click();
    await expect(page).toHaveURL(/\/akcijos\/isic\/forma$/);
    await field(page, labels.isicNumber.label).fill('S42 0123');
    await page.getByLabel(new RegExp(labels.agreement.label.slice(0, 20))).check();
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(field(page, labels.isicNumber.label)).toBeFocused();
    await expect(page.getByText(lt.validation.IsicNumberFormat)).toBeVisible();
    await field(page, labels.isicNumber.label).fill('S420123456789A');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: isic.done.title })).toBeFocused();
  });

  test.describe(() => {
    test.use({ bannerModals: 'shown' });
    test('consent: the Dashboard asks for the consents not given, saves them and does not ask again', async ({ page }) => {
      await loginAs(page);
      const c = lt['campaign-consent'];
      await page.goto('/pagrindinis');
      // The API's own information modal comes first (priority 1) and is the visit's one popup: the
      // campaign's waits among the Dashboard's notices (on a phone, behind "show more") until it is opened.
      await page.getByRole('dialog', { name: 'Atnaujinome savitarną' }).getByRole('button', { name: lt.common.modal.close }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      const notices = page.getByRole('list', { name: lt.common.banners.label });
      const waiting = notices.getByRole('listitem').filter({ hasText: c.banners['consent-modal'].text });
      if (!(await waiting.isVisible())) await page.getByRole('button', { name: /^Rodyti dar \d+ pranešim/ }).click();
      await waiting.getByRole('button', { name: `Peržiūrėti pranešimą „${c.banners['consent-modal'].text}“` }).click();
      const dialog = page.getByRole('dialog', { name: c.banners['consent-modal'].text });
      await expect(dialog.getByRole('checkbox', { name: CONSENT_TEXTS.DirectMarketing.title.lt })).toBeChecked();
      expect(await audit(page, { include: 'dialog' })).toEqual([]);
      await dialog.getByRole('checkbox', { name: CONSENT_TEXTS.ThirdParty.title.lt }).check();
      await dialog.getByRole('button', { name: c.modal.save }).click();
      await expect(page.getByText(c.modal.success)).toBeVisible();
      await expect(dialog).toBeHidden();
      // A new session: answered, so it is not asked again.
      await page.evaluate(() => sessionStorage.clear());
      const checked = page.waitForResponse((response) => response.url().endsWith('/api/consent/consents'));
      await page.reload();
      await page.getByRole('dialog', { name: 'Atnaujinome savitarną' }).getByRole('button', { name: lt.common.modal.close }).click();
      await checked;
      await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(waiting).toHaveCount(0);
    });
  });

  test('Ukrainian: the language menu opens the campaign in Ukrainian; Lithuanian leads back to the Lithuanian site', async ({ page }) => {
    await page.goto('/papildymas');
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: `${lt.common.language.label}: LT` }).click();
    await header.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/slava-ukraini$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: ua.routes.UkraineCampaign.title })).toBeVisible();
    await expect(page.getByText(ua['campaign-ukraine'].sections.freeSim.text)).toBeVisible();
    await header.getByRole('button', { name: `${lt.common.language.label}: LT` }).click();
    await header.getByRole('link', { name: 'Lietuvių' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  });
});
