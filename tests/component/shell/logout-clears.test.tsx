// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { chatStore } from '@/features/shell/live-chat/chat-store';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { MODAL_BANNERS, useSandboxServer } from '../harness';
import { renderShell } from './render-shell';
import { CLOSED_KEY } from '@/shared/banners/banner-memory';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 10_000 };

describe("logout clears the user's data (campaign seed §4)", () => {
  it('forgets user-specific banners, the menu, card details, balance and the chat; the next user sees none of it', async () => {
    const { router, services } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    // Rūta's page: her name in the menu, balance, the card banner of her card expiring this month.
    expect((await screen.findAllByText('Rūta Kazlauskienė', {}, LOAD)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('12,45 €').length).toBeGreaterThan(0);
    const cardBanner = (await screen.findByText(lt.cards.banner.expiring, {}, LOAD)).closest('li')!;
    await userEvent.click(within(cardBanner).getByRole('button', { name: /Uždaryti pranešimą/ }));
    expect(sessionStorage.getItem('portal.user.banners.closed')).toContain('card-information-banner');
    // A chat was started.
    await userEvent.click(await screen.findByRole('button', { name: lt.shell.liveChat.open }, LOAD));
    await screen.findByText(/Labas, Rūta!/, {}, LOAD);

    await act(() => router.navigate(href('Logout')));
    const dialog = await screen.findByRole('alertdialog', { name: lt.common.logout.title }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: lt.common.logout.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));

    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('portal.user.'))).toEqual([]);
    expect(accountData(services).userInfo.getSnapshot().data).toBeUndefined();
    expect(chatStore.getSnapshot().messages).toEqual([]);
    expect(screen.queryByText('Rūta Kazlauskienė')).toBeNull();
    expect(screen.queryByRole('button', { name: lt.shell.liveChat.open })).toBeNull();

    // Aistė logs in on the same device: her data only, and Rūta's closed card banner does not hide hers.
    const { result } = await unwrap(services.api.POST('/auth/login', { body: { msisdn: '61234569', password: 'Demo1234' } }));
    act(() => services.session.setToken(result));
    // Not about the modal banners, which her visit would open first (as renderApp's default).
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(MODAL_BANNERS));
    await act(() => router.navigate(href('Dashboard')));
    expect((await screen.findAllByText('Aistė Vaitkutė', {}, LOAD)).length).toBeGreaterThan(0);
    expect(await screen.findByText(lt.cards.banner.deactivated, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Rūta Kazlauskienė')).toBeNull();
    expect(screen.queryByText('12,45 €')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: lt.shell.liveChat.open }, LOAD));
    expect(await screen.findByText(/Labas, Aistė!/, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/Labas, Rūta!/)).toBeNull();
  });
});
