import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { builtFile } from './built-files';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';

const texts = lt.plans.confirmation;

async function logIn(page: Page, msisdn = '61234567', password = 'Demo1234') {
  await page.getByRole('textbox', { name: 'Telefono numeris' }).fill(msisdn);
  await page.getByLabel(/^Slaptažodis/).fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

/** Opens Plans, orders "20 GB 30 d." and logs in when asked: lands on its confirmation. */
async function choosePlanAndLogIn(page: Page) {
  await page.goto('/planai');
  await page.getByRole('link', { name: 'Užsakyti planą „20 GB 30 d.“' }).click();
  await expect(page).toHaveURL(/\/prisijungti\?returnUrl=%2Fplanai%2Fpatvirtinimas%3FplanId%3D22$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/planai\/patvirtinimas\?planId=22$/);
  await expect(page.getByRole('region', { name: texts.plan })).toContainText('20 GB 30 d.');
}

test.describe('plan order (core §2 Plans and order confirmation)', () => {
  // log in, order, two axe audits: more than the default 30 s on a busy two-core machine
  test.describe.configure({ timeout: 60_000 });

  test('choose a plan, log in when asked, pay from the balance and see success', async ({ page }) => {
    await choosePlanAndLogIn(page);
    const methods = page.getByRole('group', { name: texts.paymentMethod });
    await expect(methods.getByRole('radio', { name: /^Iš sąskaitos likučio/ })).toBeChecked();
    await expect(methods).toContainText('Tavo likutis: 12,45\u00a0€');
    expect(await audit(page)).toEqual([]);
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: texts.success.title })).toBeFocused();
    expect(await audit(page)).toEqual([]);
    await expect(page.getByText(/^Užsakymo numeris: O/)).toBeVisible();
    // the plan is now the user's: Plans flags it
    await page.getByRole('link', { name: texts.backToPlans }).click();
    const net20 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: '20 GB 30 d.' }) });
    await expect(net20.getByText(lt.plans.current)).toBeVisible();
  });

  test('pays by a new card on the same-site payment page and shows the result on return', async ({ page }) => {
    await choosePlanAndLogIn(page);
    await page.getByRole('radio', { name: /^Mokėjimo kortele/ }).check();
    await page.getByRole('button', { name: texts.confirm }).click();
    // The card modal (PlanOrder): the card terms, and saving the card for the plan's renewals.
    const consent = lt.forms['card-consent'];
    const modal = page.getByRole('dialog', { name: texts.cardModal.title });
    await expect(modal.getByRole('button', { name: consent.submit })).toBeDisabled();
    await modal.getByRole('checkbox', { name: new RegExp(consent.agreement.label) }).check();
    await modal.getByRole('checkbox', { name: new RegExp(consent.saveCard.label) }).check();
    await expect(modal.getByRole('checkbox', { name: new RegExp(consent.autoPayments.label) })).toBeChecked();
    await modal.getByRole('button', { name: consent.submit }).click();
    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/O\w+$/);
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/planai\/patvirtinimas\?status=success&orderId=O\w+&planId=22$/);
    await expect(page.getByRole('heading', { level: 2, name: texts.paid.title })).toBeVisible();
    await expect(page.getByRole('region', { name: texts.plan })).toContainText('20 GB 30 d.');
  });
});

test.describe('public pages stay small', () => {
  test('Home loads no @rjsf or form-validator code', async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: lt.home.quickLinks.title })).toBeVisible();
    await expect(page.getByRole('region', { name: lt.home.slides.label })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = [...scripts];
    const home = builtFile('src/features/home/screens/Home.tsx');
    expect(loaded.some((url) => new URL(url).pathname === home)).toBe(true);
    expect(loaded.filter((url) => /rjsf|validator|SpecForm/i.test(url))).toEqual([]);
    // Chunk names need not name what they hold: the source maps say what each loaded chunk was built from
    // (the bundler's tiny runtime chunk has none). They are read from the build: the server does not
    // publish them (issue 7).
    const checked: string[] = [];
    for (const url of loaded) {
      const file = join(process.env.E2E_OUT_DIR ?? 'dist', `${new URL(url).pathname}.map`);
      const body = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (!body.startsWith('{')) continue;
      const map = JSON.parse(body) as { sources: string[] };
      expect(
        map.sources.filter((source) => /@rjsf|validator-ajv8|generated\/forms\/|shared\/forms\//.test(source)),
        url,
      ).toEqual([]);
      checked.push(url);
    }
    expect(checked.some((url) => new URL(url).pathname === home)).toBe(true);
  });
});
