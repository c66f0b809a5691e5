// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { useSandboxServer } from '../harness';
import { releaseHeld } from './held-footer-texts';
import { renderShell } from './render-shell';

// The footer's texts (namespace `footer`) held back until the test lets them arrive, as on a slow network.
const held = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock('@/shared/i18n/load-namespace', async (importOriginal) =>
  (await import('./held-footer-texts')).holdingFooterTexts(await importOriginal(), held),
);

useSandboxServer();
afterEach(() => {
  cleanup();
  releaseHeld(held); // nothing held is left for the next test
});

// Its own file: the footer's code and texts, once loaded, stay loaded for the rest of a file.
describe("the footer's texts arriving while the visitor uses the page", () => {
  it('a menu pressed just as they arrive opens, and stays open', async () => {
    await renderShell('/papildymas');
    const banner = screen.getAllByRole('banner')[0]!;
    await waitFor(() => expect(held.waiting.length).toBeGreaterThan(0));
    const click = userEvent.click(within(banner).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    releaseHeld(held);
    await click;
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible();
  });
});
