// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(cleanup);

const texts = lt.common.logout;

describe('Logout route (/atsijungti opens a confirmation modal first)', () => {
  it('asks first, then logs out and goes to Login with auto-login off', async () => {
    const { router, services } = await renderShell(href('Logout'), { loggedInAs: '61234567' });
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Logout.title })).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: texts.title });
    expect(within(dialog).getByText(texts.description)).toBeInTheDocument();
    expect(services.session.getSnapshot().isLoggedIn).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(new URLSearchParams(router.state.location.search).get('useAutoLogin')).toBe('false');
    expect(services.session.getSnapshot().isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('goes back to the page before when cancelled', async () => {
    const { router, services } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await act(() => router.navigate(href('Logout')));
    const dialog = await screen.findByRole('alertdialog', { name: texts.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Dashboard')));
    expect(services.session.getSnapshot().isLoggedIn).toBe(true);
    expect(services.modals.isOpen('logout')).toBe(false);
  });

  it('goes to the Dashboard when the subscriber stays with no page before (Escape stays too)', async () => {
    const { router, services } = await renderShell(href('Logout', {}, 'en'), { loggedInAs: '61234567' });
    const dialog = await screen.findByRole('alertdialog', { name: en.common.logout.title }, { timeout: 5000 });
    // A native <dialog> turns Escape into a cancel event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Dashboard', {}, 'en')));
    expect(services.session.getSnapshot().isLoggedIn).toBe(true);
  });

  it('has one way to stay, named for it, beside the one to leave (issue 50)', async () => {
    await renderShell(href('Logout', {}, 'en'), { loggedInAs: '61234567' });
    const dialog = await screen.findByRole('alertdialog', { name: en.common.logout.title }, { timeout: 5000 });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([en.common.logout.confirm, en.common.logout.cancel]);
  });
});

describe('Logout route when logged out', () => {
  it('says so under its heading, with the way to log in; nothing to confirm', async () => {
    const { router } = await renderShell(href('Logout'));
    expect(await screen.findByText(texts.notLoggedIn)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Logout.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: lt.common.header.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('turns into the notice when the session ends while the question is open', async () => {
    const { services } = await renderShell(href('Logout', {}, 'en'), { loggedInAs: '61234567' });
    await screen.findByRole('alertdialog', { name: en.common.logout.title }, { timeout: 5000 });
    act(() => services.session.clear('expired'));
    expect(await screen.findByText(en.common.logout.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
