import type { Page } from '@playwright/test';
import * as app from '../../generated/app';

/**
 * Logs a demo subscriber in the way the portal does (POST /api/auth/login, token in local storage)
 * without going through the form; the request shares the page's sandbox world (its cookie).
 */
export async function loginAs(page: Page, msisdn = '61234567', password = 'Demo1234'): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { msisdn, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const { result } = (await response.json()) as { result: string };
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key!, token!), [app.tokens.storageKey, result]);
  return result;
}
