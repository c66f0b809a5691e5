import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';
import { loginAs } from './session';

/**
 * The calendar's edge in the built portal (issue 46): at 00:30 on 1 December in Vilnius, still 30 November
 * in UTC, the page's clock and the sandbox's world both say December, and so does every screen. The rules
 * at every edge (month, year, 29 February, clock changes) are tests/unit/calendar-edges.test.ts.
 */
test.use({ moment: '2026-11-30T22:30:00Z' });

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('the first half hour of a month: the statement has only begun and offers November, the card expires this month', async ({ page }) => {
  await loginAs(page, '61234567');
  await page.goto('/pagrindinis/isklotine');
  await expect(main(page).getByText(lt.account.reports.emptyYet)).toBeVisible();
  await expect(main(page).getByRole('table', { name: lt.account.reports.records })).toHaveCount(0);
  await main(page)
    .getByRole('link', { name: lt.account.reports.previousMonth.replace('{{month}}', '2026 m. lapkritis') })
    .click();
  await expect(page).toHaveURL(/\/pagrindinis\/isklotine\?month=2026-11$/);
  const records = main(page).getByRole('table', { name: lt.account.reports.records });
  await expect(records.getByRole('row').nth(30)).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: lt.account.reports.month })).toHaveValue('2026-11');

  // The card that expires "this month" (12/26 in the sandbox's December) is not taken for an expired one.
  await page.goto('/pagrindinis/nustatymai/mokejimo-korteles');
  await expect(main(page).getByText(lt.account.cards.expiringSoon)).toBeVisible();
  await expect(main(page).getByText(lt.account.cards.expired)).toHaveCount(0);
  await expect(main(page).getByText('12/26')).toBeVisible();
});
