import { readFileSync, writeFileSync } from 'node:fs';
import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';

/**
 * Issue 34: `npm run dev`, as product staff use it, in the campaign fixture's copy of the project (the
 * repo's own spec files are never touched): its forms work, its campaign pages show, and a saved campaign
 * file reaches the open page without a restart; a mistake shows in the overlay, and its fix clears it.
 */
test.describe.configure({ mode: 'serial' });
const CAMPAIGN = '.campaign-fixture/spec/campaigns/christmas.yaml';

test('the login form signs in (every form failed under npm run dev: resolver.parse is not a function)', async ({ page }) => {
  await page.goto('/prisijungti');
  await page.getByRole('textbox', { name: lt.forms.login.msisdn.label }).fill('61234567');
  // The label ends with the required mark (" *"); the show-password button is labelled too.
  await page
    .getByLabel(new RegExp(`^${lt.forms.login.password.label}`))
    .and(page.locator('input'))
    .fill('Demo1234');
  await page.getByRole('button', { name: lt.forms.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pagrindinis', { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible({ timeout: 60_000 });
});

test('a campaign file written before the server started is served (npm run dev regenerates first)', async ({ page }) => {
  await page.goto('/autumn-sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Akcijos pavadinimas' })).toBeVisible({ timeout: 60_000 });
  await page.goto('/en/autumn-sale/rules');
  await expect(page.getByRole('heading', { level: 2, name: '3. Prizes' })).toBeVisible({ timeout: 30_000 });
});

test('a campaign file saved while its page is open: the page follows it, a mistake shows in the overlay, the fix clears it', async ({
  page,
}) => {
  const original = readFileSync(CAMPAIGN, 'utf8');
  try {
    await page.goto('/kaledos');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė' })).toBeVisible({ timeout: 60_000 });
    // The page's own form works under the development server too.
    await page.getByRole('link', { name: 'Dalyvauti' }).click();
    await page.getByRole('button', { name: 'Registruotis' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 30_000 });

    await page.goto('/kaledos');
    writeFileSync(
      CAMPAIGN,
      original.replace('ChristmasLanding: { title: Kalėdų dovanų savaitė,', 'ChristmasLanding: { title: Kalėdų dovanų savaitė 2026,'),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė 2026' })).toBeVisible({ timeout: 30_000 });

    writeFileSync(CAMPAIGN, original.replace('activeTo: 2099-12-24', 'activeTo: 2099-12-32'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 30_000 });
    await expect(overlay).toContainText('christmas.yaml');
    writeFileSync(CAMPAIGN, original);
    await expect(overlay).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Kalėdų dovanų savaitė' })).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(CAMPAIGN, original);
  }
});
