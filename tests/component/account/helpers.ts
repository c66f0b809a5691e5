import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, server } from '../harness';

/** Screens load lazily (code, texts, data); on a busy two-core machine that takes a while. */
export const LOAD = { timeout: 15_000 };

export const a = lt.account;
export const PREPAID = '61234567';
export const POSTPAID = '61234568';
export const ESIM = '61234569';

/** A text with its {{placeholders}} filled, as the user reads it. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** The named region (a section with a heading), once the screen itself (not its route fallback) is there. */
export const region = (name: string | RegExp) => screen.findByRole('region', { name }, LOAD);

/** Makes one API call fail with a status (500 unless given): the error popup or a redirect follows. */
export function failing(method: 'get' | 'put' | 'post' | 'delete', path: string, status = 500): void {
  const body =
    status === 500
      ? { errors: [{ code: 'InternalServerError' }] }
      : { errors: [{ code: status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'ServiceUnavailable' }] };
  server.use(http[method](`*/api${path}`, () => HttpResponse.json(body, { status })));
}

/** The error popup with the exception text (core §8). */
export async function expectPopup(text: string): Promise<void> {
  const popup = await screen.findByRole('alertdialog', { name: lt.common.errorModal.title }, LOAD);
  expect(popup).toHaveTextContent(text);
}

/** The success modal with its text. */
export async function expectSuccess(text: string): Promise<HTMLElement> {
  const modal = await screen.findByRole('dialog', { name: lt.common.successModal.title }, LOAD);
  expect(modal).toHaveTextContent(text);
  return modal;
}

/** The page and the API share an origin in the browser; jsdom starts elsewhere (see tests/component/refill/helpers). */
export function pageOnApiOrigin(): void {
  const dom = (globalThis as { jsdom?: { reconfigure(options: { url: string }): void } }).jsdom;
  dom?.reconfigure({ url: new URL('/', API_BASE).href });
}

export const inRegion = (element: HTMLElement) => within(element);
