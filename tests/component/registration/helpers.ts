import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, type Rendered } from '../harness';

/** Screens load lazily (code, texts, data); on a busy two-core machine that takes a while. */
export const LOAD = { timeout: 20_000 };

/** The lt text of a key, straight from the generated resources (what the user must see). */
export function text(ns: keyof typeof lt, path: string, values: Record<string, string | number> = {}): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], lt[ns]);
  if (typeof value !== 'string') throw new Error(`no lt text ${ns}:${path}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The field's error message (its aria-describedby names it), as the forms render it. */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export async function heading(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, LOAD);
}

export async function at(view: Rendered, pathname: string): Promise<URLSearchParams> {
  await waitFor(() => expect(view.router.state.location.pathname).toBe(pathname), LOAD);
  return new URLSearchParams(view.router.state.location.search);
}

/** The error popup with the exception's text. */
export async function expectPopup(message: string): Promise<void> {
  expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(message);
}

/** Switches features off in the sandbox world, as testers do at /api/__sandbox/features?disabled=… */
export async function disableFeatures(...ids: number[]): Promise<void> {
  const response = await fetch(`${API_BASE}/__sandbox/features?disabled=${ids.join(',')}`);
  expect(response.ok).toBe(true);
}

/** Registration of a number up to a confirmed code: its guid (the steps' query). */
export async function enrolled(msisdn = '61234580'): Promise<string> {
  await fetch(`${API_BASE}/registration/enrollment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ msisdn }),
  });
  const response = await fetch(`${API_BASE}/registration/enrollment/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ msisdn, code: '1234' }),
  });
  return ((await response.json()) as { guid: string }).guid;
}
