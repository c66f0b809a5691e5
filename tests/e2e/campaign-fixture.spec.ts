import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test } from './fixtures';
import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import { loginAs } from './session';
import { listed, scriptsUntilQuiet, sum } from './browser-load';

/**
 * The campaign runtime as product staff use it: tests/e2e/campaign-fixture/christmas.yaml is the only
 * file added to a copy of spec/ (npm run build:campaign-fixture), and everything below comes from it.
 */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

test.describe('a campaign added as one file (campaign runtime)', () => {
  test("shows its landing and rules in lt, en and ru: its route's title and description, its description and steps", async ({ page }) => {
    await page.goto('/kaledos');
    await expect(page.getByText('Užsiregistruok ir kasdien dalyvauk dovanų traukime.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė' })).toBeVisible();
    await expect(page.locator('p.lead')).toHaveText('Kiekvieną dieną – nauja dovana Pulso klientams.');
    const steps = page.getByRole('list', { name: 'Akcijos žingsniai' }).getByRole('listitem');
    await expect(steps).toHaveText([/Užsiregistruok.*dabar/, /Lauk traukimo.*laukia/, /Atsiimk dovaną.*laukia/]);
    await page.getByRole('link', { name: 'Taisyklės', exact: true }).click();
    await expect(page).toHaveURL(/\/kaledos\/taisykles$/);
    await expect(page.getByRole('heading', { level: 2, name: '2. Prizai' })).toBeVisible();

    await page.goto('/en/christmas');
    await expect(page.getByText('Sign up and join the gift draw every day.', { exact: true })).toBeVisible();
    await expect(page.locator('p.lead')).toHaveText('A new gift every day for Pulsas customers.');
    await expect(page.getByRole('list', { name: 'Campaign steps' }).getByRole('listitem').first()).toContainText('Sign up');
    await page.goto('/ru/rozhdestvo');
    await expect(page.getByText('Зарегистрируйтесь и участвуйте в ежедневном розыгрыше подарков.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Участвовать' })).toHaveAttribute('href', '/ru/rozhdestvo/registratsiya');
  });

  test('its form says what is wrong at each field, keeps what was typed, and signs up with the sandbox, its own question among the answers', async ({
    page,
  }) => {
    await page.goto('/kaledos');
    await page.getByRole('link', { name: 'Dalyvauti' }).click();
    await expect(page).toHaveURL(/\/kaledos\/registracija$/);
    await field(page, 'Vardas').fill('Eglė');
    await field(page, 'El. paštas').fill('egle@pastas');
    await field(page, 'Telefono numeris').fill('5123');
    // The campaign's own question (answers.friendMsisdn) is checked by its rule like any other field.
    await field(page, 'Pakviesk draugą').fill('123');
    await page.getByRole('button', { name: 'Registruotis' }).click();
    // The first invalid field gets the focus; each says what is wrong with it.
    await expect(field(page, 'El. paštas')).toBeFocused();
    await expect(field(page, 'El. paštas')).toHaveAccessibleDescription(
      new RegExp(lt.validation.EmailFormat.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(field(page, 'Telefono numeris')).toHaveAccessibleDescription(
      new RegExp(lt.validation.NumberFormat.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(field(page, 'Telefono numeris')).toHaveAttribute('aria-invalid', 'true');
    const consent = page.getByRole('checkbox', { name: /Sutinku gauti žinias/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Vardas')).toHaveValue('Eglė');
    await expect(field(page, 'Telefono numeris')).toHaveValue('5123');
    await expect(field(page, 'Pakviesk draugą')).toHaveAccessibleDescription(
      new RegExp(lt.validation.NumberFormat.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    await field(page, 'El. paštas').fill('egle@pastas.lt');
    await field(page, 'Telefono numeris').fill('61234580');
    await field(page, 'Pakviesk draugą').fill('61234581');
    await consent.check();
    await page.getByRole('button', { name: 'Registruotis' }).click();
    await expect(page).toHaveURL(/\/kaledos\/aciu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ačiū! Tu jau dalyvauji' })).toBeVisible();
    const stored = await (await page.request.get('/api/__sandbox/campaign-signups/christmas')).json();
    expect(stored).toMatchObject([
      { request: { firstName: 'Eglė', email: 'egle@pastas.lt', msisdn: '61234580', consent: true, answers: { friendMsisdn: '61234581' } } },
    ]);
  });

  test('its banner shows on Home and on Refill, leading to its landing', async ({ page }) => {
    for (const path of ['/', '/papildymas']) {
      await page.goto(path);
      const banner = page.locator('[data-banner-id="christmas-banner"]');
      await expect(banner).toContainText('Kalėdų dovanų savaitė');
      await expect(banner.getByRole('link', { name: 'Sužinoti daugiau' })).toHaveAttribute('href', '/kaledos');
    }
  });

  test('its modal opens on the Dashboard once per session', async ({ page }) => {
    await loginAs(page);
    await page.goto('/pagrindinis');
    const modal = page.getByRole('dialog', { name: 'Dalyvauk dovanų savaitėje' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Registruotis' })).toHaveAttribute('href', '/kaledos/registracija');
    // Core §4: an open modal locks page scroll, and closing it gives the scroll back.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe('hidden');
    await modal.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(modal).toBeHidden();
    expect(await pageOverflow()).not.toBe('hidden');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
    // The page is there (its profile), and the modal did not come back.
    await expect(page.getByRole('region', { name: lt.dashboard.profile })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Dalyvauk dovanų savaitėje' })).toHaveCount(0);
  });

  test("its window runs on the operator's clock: a phone set to another year still sees it open", async ({ page }) => {
    // src/shared/clock.ts: the device's time corrected by the API's Date header (issue 33).
    await page.clock.setFixedTime(new Date('2099-12-25T08:00:00+02:00'));
    await page.goto('/');
    await expect(page.locator('[data-banner-id="christmas-banner"]')).toHaveCount(1);
    await page.goto('/kaledos');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė', exact: true })).toBeVisible();
  });

  test('a file just written by npm run campaign:new is a working campaign too', async ({ page }) => {
    // Its window starts the day it was written (the sandbox's day: SANDBOX_AT, the test instant) and lasts 31 days.
    await page.goto('/spring-sale');
    await expect(page.getByText('Vienu ar dviem sakiniais papasakok, kaip dalyvauti ir ką galima laimėti.', { exact: true })).toBeVisible();
    await expect(page.locator('p.lead')).toHaveText('Trumpai – kuo akcija naudinga.');
    await expect(page.getByRole('heading', { level: 1, name: 'Akcijos pavadinimas' })).toBeVisible();
    await page.getByRole('link', { name: 'Dalyvauti' }).click();
    await expect(page.getByRole('button', { name: 'Registruotis' })).toBeVisible();
    await page.goto('/en/spring-sale/rules');
    await expect(page.getByRole('heading', { level: 2, name: '3. Prizes' })).toBeVisible();
  });

  test('product staff preview it at any instant on a staging host (?at=); the production host ignores the key', async ({
    page,
    baseURL,
  }) => {
    // 127.0.0.1 is one of spec/app.yaml's stagingHosts; localhost stands for the production host.
    const staging = baseURL!.replace('//localhost', '//127.0.0.1');
    await page.goto(`${staging}/kaledos?at=2099-12-25T10:00`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė: akcija baigėsi' })).toBeVisible();
    const bar = page.getByRole('complementary', { name: lt.shell.preview.label });
    await expect(bar.getByText(/^Peržiūra: portalas rodomas kaip 2099 m\. gruodžio 25 d\. 10:0\d/)).toBeVisible();
    // The API was told the instant (Preview-At) and the sandbox said it answers as of then (issue 49).
    await expect(bar.getByText(lt.shell.preview.apiFollows.trim())).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dabartiniai pasiūlymai' })).toHaveAttribute('href', '/akcijos');
    // Past activeTo its banner is gone from Home too, the one rule of src/shared/campaigns/availability.ts.
    await page.goto(`${staging}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-banner-id="christmas-banner"]')).toHaveCount(0);

    // It holds for the tab: another page, opened without the key, is of the same instant.
    const barEn = page.getByRole('complementary', { name: en.shell.preview.label });
    await page.goto(`${staging}/en/christmas/rules`);
    await expect(page.getByText(/^This campaign has ended/)).toBeVisible();
    await barEn.getByText(/^Preview:/).click();
    await barEn.getByLabel('Show the portal as of').fill('2019-12-31T12:00');
    await barEn.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/christmas\/rules\?at=2019-12-31T12%3A00$/);
    // The page that opens with the new instant keeps it for the tab once it has started.
    await expect(barEn.getByText(/^Preview: the portal as of 31 December 2019 12:0\d/)).toBeVisible();
    await page.goto(`${staging}/en/christmas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas gift week: the campaign has not started yet' })).toBeVisible();

    await barEn.getByText(/^Preview:/).click();
    await barEn.getByRole('button', { name: 'Back to now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas gift week', exact: true })).toBeVisible();
    await expect(barEn).toHaveCount(0);

    await page.goto('/kaledos?at=2099-12-25T10:00');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė', exact: true })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

/*
 * Issue 52: a campaign adds nothing to the pages that are not its own. This build is the portal's with
 * two campaign files more; a page that shows none of their banners loads, byte for byte, the JavaScript
 * the portal's own build loads for it (chunk names differ, their lengths do not). The four pages that show
 * banners (Home, Refill, Plans, the Dashboard) load every campaign's banners and their texts, and Home and
 * Discounts the campaigns' routes for the dates of discounts that open a campaign's page: not among these.
 */
const { perCampaignKbOnOtherPages: perCampaignKb } = parse(readFileSync('budgets.yaml', 'utf8')) as { perCampaignKbOnOtherPages: number };

test.describe('a page that is not a campaign’s', () => {
  for (const path of ['/prisijungti', '/ru/vhod', '/pagalba', '/en/help', '/prekes', '/en/services/network-coverage', '/ru/pomosch']) {
    test(`${path} loads the same JavaScript with the campaigns added as without them`, async ({ page, baseURL }) => {
      const own = new URL(baseURL!);
      own.port = String(Number(own.port) - 50); // the portal's own build (playwright.config.ts: fixturePort = port + 50)
      const withCampaigns = await scriptsUntilQuiet(page, path);
      const without = await scriptsUntilQuiet(page, new URL(path, own).href);
      expect(withCampaigns.length).toBeGreaterThan(5);
      // Two campaign files more (tests/e2e/campaign-fixture/ and the one campaign:new writes); gzip varies with
      // the chunks' names, the raw bytes do not.
      const added = (sum(withCampaigns, 'raw') - sum(without, 'raw')) / 1024 / 2;
      const both = `with the campaigns:\n${listed(withCampaigns)}\nwithout them:\n${listed(without)}`;
      expect(added, both).toBeLessThanOrEqual(perCampaignKb);
      expect(sum(withCampaigns, 'raw'), both).toBeGreaterThanOrEqual(sum(without, 'raw'));
    });
  }
});
