// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

// The footer's texts (namespace `footer`) cannot be fetched, as when the network drops right after the page.
const network = vi.hoisted(() => ({ footerTexts: false }));
vi.mock('@/shared/i18n/load-namespace', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/i18n/load-namespace')>();
  return {
    ...original,
    loadNamespace: (language: Parameters<typeof original.loadNamespace>[0], ns: Parameters<typeof original.loadNamespace>[1]) =>
      ns !== 'footer' || network.footerTexts ? original.loadNamespace(language, ns) : Promise.reject(new TypeError('Failed to fetch')),
  };
});

useSandboxServer();
afterEach(cleanup);

describe("the footer's texts fail to load", () => {
  it('the page goes on without its footer, and the next page tries again', async () => {
    const { router } = await renderShell('/papildymas');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Refill.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('contentinfo')).toBeNull());
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    network.footerTexts = true;
    await act(() => router.navigate('/planai'));
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: lt.footer.navigation })).toBeInTheDocument();
  });
});
