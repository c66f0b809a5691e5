// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

// The footer's texts (namespace `footer`) held back until the test lets them arrive, as on a slow network.
const held = vi.hoisted(() => ({
  waiting: [] as (() => void)[],
  release() {
    this.waiting.splice(0).forEach((release) => release());
  },
}));
vi.mock('@generated/i18n/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('@generated/i18n/index')>();
  return {
    ...original,
    loadNamespace: (language: Parameters<typeof original.loadNamespace>[0], ns: Parameters<typeof original.loadNamespace>[1]) => {
      if (ns !== 'footer') return original.loadNamespace(language, ns);
      return new Promise((resolve) => held.waiting.push(() => resolve(original.loadNamespace(language, ns))));
    },
  };
});

useSandboxServer();
afterEach(() => {
  cleanup();
  held.release(); // nothing held is left for the next test
});

// Its own file: the footer's code and texts, once loaded, stay loaded for the rest of a file.
describe("the footer's texts arriving while the visitor uses the page", () => {
  it('a menu pressed just as they arrive opens, and stays open', async () => {
    await renderShell('/papildymas');
    const banner = screen.getAllByRole('banner')[0]!;
    await waitFor(() => expect(held.waiting.length).toBeGreaterThan(0));
    const click = userEvent.click(within(banner).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    held.release();
    await click;
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible();
  });
});
