import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { API_BASE } from '../harness';

const { lt } = texts;

/** Screens load lazily (code, texts, data); on a busy machine that takes a while. */
export const LOAD = { timeout: 15_000 };

/** The lt text of a key, straight from the generated resources (what the user must see). */
export function text(ns: keyof typeof lt, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], lt[ns]);
  if (typeof value !== 'string') throw new Error(`no lt text ${ns}:${path}`);
  return value;
}

/**
 * The page and the API share an origin in the browser (the payment page comes back as an absolute URL
 * of the API's origin); jsdom starts at localhost:3000 while the harness's API is at localhost, so the
 * page is moved there. vitest exposes the JSDOM instance as `jsdom`.
 */
export function pageOnApiOrigin(): void {
  const dom = (globalThis as { jsdom?: { reconfigure(options: { url: string }): void } }).jsdom;
  dom?.reconfigure({ url: new URL('/', API_BASE).href });
}

/** Switches features off in the sandbox world, as testers do at /api/__sandbox/features?disabled=… */
export async function disableFeatures(...ids: number[]): Promise<void> {
  const response = await fetch(`${API_BASE}/__sandbox/features?disabled=${ids.join(',')}`);
  expect(response.ok).toBe(true);
}

/** The field's error message (its aria-describedby names it), as the forms render it. */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export const tab = (name: string) => screen.getByRole('tab', { name });

/** The refill page with its tabs and the shown tab's form loaded (forms are a lazy chunk of their own). */
export async function refillReady(): Promise<void> {
  await screen.findByRole('tablist', { name: text('refill', 'tabsLabel') }, LOAD);
  await within(screen.getByRole('tabpanel')).findByRole('textbox', { name: /Telefono numeris/ }, LOAD);
}
export const panel = () => screen.getByRole('tabpanel');
export const inPanel = () => within(panel());
