import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { API_BASE } from '../harness';

const { lt } = texts;

/** Screens load lazily (code, texts, data); on a busy two-core machine that takes a while. */
export const LOAD = { timeout: 15_000 };

export const prize = lt['campaign-prize'];
export const wheel = lt['campaign-wheel'];

export const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);
export const h2 = (name: string) => screen.findByRole('heading', { level: 2, name }, LOAD);

/** i18next's {{name}} placeholders filled, as the page shows the text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (values[name] !== undefined ? String(values[name]) : whole));
}

/** A call to the sandbox outside the page (setting a world up, reading what it stored). */
export async function sandboxCall(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

/** Rolls the dice for a demo transaction through the API, as if played earlier. */
export async function spunBefore(transactionId: string): Promise<void> {
  const response = await sandboxCall('POST', `/campaign/transactions/${transactionId}/spin`);
  expect(response.ok).toBe(true);
}

/** A browser that does not ask for reduced motion (jsdom has no matchMedia: motion is reduced by default). */
export function withMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}
