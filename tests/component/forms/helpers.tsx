import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { namespaces } from '@generated/i18n/index';
import { SpecForm, type SpecFormProps } from '@/shared/forms/SpecForm';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The app's i18n set-up, on the generated Lithuanian texts (English loaded too, for language switches). */
export async function createTestI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'lt',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: {
      lt: lt as unknown as Record<string, Record<string, unknown>>,
      en: en as unknown as Record<string, Record<string, unknown>>,
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders a SpecForm in Lithuanian; onSubmit defaults to a resolved promise. */
export async function renderForm(props: Partial<SpecFormProps> & Pick<SpecFormProps, 'form'>) {
  const i18n = await createTestI18n();
  const user = userEvent.setup();
  const onSubmit = props.onSubmit ?? (async () => {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SpecForm {...props} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { ...view, user, i18n };
}

/** The text of a key, straight from the generated resources (what the user must see); lt unless told. */
export function text(ns: keyof typeof lt, path: string, language: 'lt' | 'en' = 'lt'): string {
  const texts = (language === 'lt' ? lt : en) as unknown as Record<string, unknown>;
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[ns]);
  if (typeof value !== 'string') throw new Error(`no lt text ${ns}:${path}`);
  return value;
}

/** Checks the field is invalid and that the element its aria-describedby names as its error says exactly `message`. */
export function expectError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const described = ids.map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Checks the field is not invalid and none of `messages` describes it. */
export function expectNoError(field: HTMLElement, ...messages: string[]) {
  expect(field).not.toHaveAttribute('aria-invalid');
  for (const message of messages) expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Fails the test on any console.error: React reports state updates during render and bad DOM props there. */
export function failOnConsoleError() {
  let spy: MockInstance;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
}
