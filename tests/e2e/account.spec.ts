import type { Locator, Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

const a = lt.account;
const main = (page: Page) => page.getByRole('main');
const sideNav = (page: Page) => page.getByRole('navigation', { name: lt.common.sideNav.label });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The success modal with its text, closed. */
async function closeSuccess(page: Page, text: string) {
  const modal = page.getByRole('dialog', { name: lt.common.successModal.title });
  await expect(modal).toContainText(text);
  await modal.getByRole('button', { name: lt.common.modal.close }).click();
  await expect(modal).toHaveCount(0);
}

async function logIn(page: Page, msisdn: string, password: string) {
  await page.getByRole('textbox', { name: 'Telefono numeris' }).fill(msisdn);
  await page.getByLabel(/^Slaptažodis/).fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

/** The side navigation folds into a button up to 1023 px (phones, as this project's Pixel 7): open it to use its items. */
async function openSideNav(page: Page) {
  const toggle = sideNav(page).getByRole('button', { name: lt.common.sideNav.label });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

const passwordField = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}`), { exact: false }).and(scope.locator('input'));

test.describe('the account area (issue 12: settings, cards, requests)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('change the e-mail address and confirm it with the mailed link', async ({ page }) => {
    await loginAs(page, '61234567');
    await page.goto('/pagrindinis/nustatymai/asmenine-informacija');
    const details = main(page).getByRole('region', { name: a.personal.details });
    await expect(details).toContainText(a.personal.emailConfirmed);
    const email = main(page).getByRole('textbox', { name: new RegExp(lt.forms['personal-information'].email.label) });
    await email.fill('ruta.nauja@example.lt');
    await main(page).getByRole('button', { name: lt.forms['personal-information'].submit }).click();
    await closeSuccess(page, fill(a.personal.savedEmail, { email: 'ruta.nauja@example.lt' }));
    await expect(details).toContainText('ruta.nauja@example.lt');
    await expect(details).toContainText(a.personal.emailNotConfirmed);

    const outbox = (await (await page.request.get('/api/__sandbox/outbox')).json()) as { kind: string; to: string; text: string }[];
    const mail = outbox.filter((message) => message.kind === 'email' && message.to === 'ruta.nauja@example.lt').at(-1)!;
    await page.goto(/\S+$/.exec(mail.text)![0]);
    await expect(main(page).getByRole('heading', { level: 2, name: lt['email-confirmation'].success.title })).toBeVisible();
    await page.goto('/pagrindinis/nustatymai/asmenine-informacija');
    await expect(main(page).getByRole('region', { name: a.personal.details })).toContainText(a.personal.emailConfirmed);
  });

  test('an anonymous deep link to the password form: log in, change the password there, sign in again with it', async ({ page }) => {
    await page.goto('/pagrindinis/nustatymai/prisijungimo-informacija#slaptazodzio-keitimas');
    await expect(page).toHaveURL(
      /\/prisijungti\?returnUrl=%2Fpagrindinis%2Fnustatymai%2Fprisijungimo-informacija%23slaptazodzio-keitimas$/,
    );
    await logIn(page, '61234568', 'Demo1234');
    await expect(page).toHaveURL(/\/pagrindinis\/nustatymai\/prisijungimo-informacija#slaptazodzio-keitimas$/);
    const form = main(page).getByRole('region', { name: a.login.changePassword });
    await expect(form).toBeFocused();
    const f = lt.forms['password-change'];
    await passwordField(form, f.currentPassword.label).fill('Demo1234');
    await passwordField(form, f.newPassword.label).fill('Rudenine2026');
    await passwordField(form, f.repeatPassword.label).fill('Rudenine2026');
    await form.getByRole('button', { name: f.submit }).click();
    await closeSuccess(page, a.login.changed);

    await openSideNav(page);
    await sideNav(page).getByRole('button', { name: lt.common.sideNav.logOut }).click();
    await page.getByRole('alertdialog', { name: lt.common.logout.title }).getByRole('button', { name: lt.common.logout.confirm }).click();
    await expect(page).toHaveURL(/\/prisijungti/);
    await logIn(page, '61234568', 'Demo1234');
    await expect(page.getByRole('alertdialog')).toContainText(lt.exceptions.InvalidCredentialsException);
    await page.getByRole('alertdialog').getByRole('button', { name: lt.common.modal.close }).click();
    await page.getByLabel(/^Slaptažodis/).fill('Rudenine2026');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
  });

  test('add a card through the sandbox payment page, then remove it', async ({ page }) => {
    await loginAs(page, '61234569');
    await page.goto('/pagrindinis/nustatymai/mokejimo-korteles');
    const card = main(page).getByRole('region', { name: a.cards.saved });
    await expect(card).toContainText(a.cards.deactivated);
    await card.getByRole('button', { name: a.cards.addNew }).click();
    const modal = page.getByRole('dialog', { name: a.cards.modalTitle });
    const confirm = modal.getByRole('button', { name: lt.forms['card-consent'].submit });
    await expect(confirm).toBeDisabled();
    // Core §4: the open modal locks page scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await audit(page)).toEqual([]);
    await modal.getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].agreement.label) }).check();
    await modal.getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].saveCard.label) }).check();
    await confirm.click();

    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/C\d+$/);
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/pagrindinis\/nustatymai\/mokejimo-korteles\?status=success$/);
    await closeSuccess(page, a.cards.added);
    await expect(page).toHaveURL(/\/pagrindinis\/nustatymai\/mokejimo-korteles$/);
    await expect(card).toContainText(lt.enums.CreditCardStatus.Active);
    await expect(card).not.toContainText(a.cards.deactivated);

    await card.getByRole('button', { name: a.cards.remove }).click();
    await page.getByRole('alertdialog', { name: a.cards.removeTitle }).getByRole('button', { name: a.cards.removeConfirm }).click();
    await closeSuccess(page, a.cards.removed);
    await expect(card).toContainText(a.cards.none);
    await expect(card.getByRole('button', { name: a.cards.add })).toBeVisible();
  });

  test('every side navigation item and the header’s user button show an icon: none is an empty box', async ({ page }) => {
    await loginAs(page, '61234567');
    await page.goto('/pagrindinis');
    await openSideNav(page);
    const icons = page.locator('.account-nav__icon, .header-user__icon');
    await expect(icons.first()).toBeVisible();
    const drawn = await icons.evaluateAll((spans) =>
      spans.map((span) => {
        const style = getComputedStyle(span);
        const box = span.getBoundingClientRect();
        return {
          item: span.parentElement?.textContent?.trim() ?? '',
          mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
          size: Math.round(box.width * box.height),
          hidden: span.getAttribute('aria-hidden'),
        };
      }),
    );
    expect(drawn.length).toBeGreaterThan(12);
    for (const icon of drawn) {
      expect(icon.mask, icon.item).toMatch(/^url\("data:image\/svg\+xml/);
      expect(icon.size, icon.item).toBeGreaterThan(200);
      expect(icon.hidden, icon.item).toBe('true');
    }
  });

  test('read a request: its answer shows and the side navigation badge drops', async ({ page }) => {
    await loginAs(page, '61234567');
    await page.goto('/pagrindinis/mano-uzklausos');
    await openSideNav(page);
    const badge = (count: number) =>
      sideNav(page).getByRole('link', { name: `${lt.common.sideNav.requests} (${fill(lt.common.sideNav.newRequests, { count })})` });
    await expect(badge(2)).toBeVisible();
    const ticket = main(page).getByRole('article', { name: /Lėtas mobilusis internetas Kaune/ });
    await expect(ticket).toContainText(a.requests.unread);
    await ticket.getByRole('button', { name: new RegExp(`^${a.requests.open}`) }).click();
    await expect(ticket.getByRole('listitem').nth(1)).toContainText(fill(a.requests.agent, { name: 'Jurgita' }));
    await expect(ticket).not.toContainText(a.requests.unread);
    await expect(badge(1)).toBeVisible();
    await page.goto('/pagrindinis/mano-uzklausos');
    await openSideNav(page);
    await expect(badge(1)).toBeVisible();
    await expect(main(page).getByRole('article', { name: /Lėtas mobilusis internetas Kaune/ })).not.toContainText(a.requests.unread);
  });

  test.describe('at 320 px wide', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('every account page fits without sideways scrolling, tables included', async ({ page }) => {
      await loginAs(page, '61234568');
      const problems: string[] = [];
      for (const path of [
        '/pagrindinis/nustatymai',
        '/pagrindinis/nustatymai/mokejimo-korteles',
        '/pagrindinis/nustatymai/prisijungimo-informacija',
        '/pagrindinis/nustatymai/prisijungimu-istorija',
        '/pagrindinis/saskaitos-ir-mokejimai',
        '/pagrindinis/isklotine',
        '/pagrindinis/mano-uzklausos',
        '/pagrindinis/numerio-perkelimas',
        '/pagrindinis/planu-atsisakymas',
        '/pagrindinis/numerio-registracija',
        '/pagrindinis/sim-kortele',
        '/pagrindinis/paslaugu-valdymas',
        '/pagrindinis/pranesimai-apie-naudojima',
        '/pagrindinis/uzsakymai',
      ]) {
        await page.goto(path);
        await expect(main(page).locator('.account')).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return null;
          // The innermost elements reaching past the right edge: what to fix.
          const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
          return wide
            .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
            .slice(0, 3)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(el.getBoundingClientRect().right)}px`,
            );
        });
        if (overflow) problems.push(`${path}: wider than ${320}px: ${overflow.join('; ')}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
