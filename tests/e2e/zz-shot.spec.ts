import { test } from './fixtures';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '.tmp/footer-1280.png' });
  await page.goto('/?preview=2026-07-01');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '.tmp/preview-1280.png' });
});
