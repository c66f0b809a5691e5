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

describe("the footer's texts load with its code, not with every page", () => {
  it('the page works while they are on their way; the footer shows once they are there, never their keys', async () => {
    await renderShell('/papildymas');
    const banner = screen.getAllByRole('banner')[0]!;
    await waitFor(() => expect(held.waiting.length).toBeGreaterThan(0));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.body).not.toHaveTextContent('newsletter.title');
    // The header's language menu opens at once: the footer's wait holds nothing else up.
    await userEvent.click(within(banner).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible();
    releaseHeld(held);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: lt.footer.newsletter.title })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'English' })).toBeVisible(); // still open
  });
});
