// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { sandbox, useSandboxServer } from '../harness';
import { renderShell } from '../shell/render-shell';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 15_000 };
const texts = lt.shell.sessionEnded;
const token = () => localStorage.getItem(app.tokens.storageKey!);

/**
 * Issue 32 F6 (core §7, §8): the API refusing the session's token. A call that needs the session sends the
 * user to Login once; on a public page whose calls only carried the token along, the page stays and shows
 * what a visitor sees; either way the session's end is said once.
 */
describe('a session whose token the API refuses', () => {
  it('on a public page: the page stays, shows as a visitor sees it, and says once that the session ended', async () => {
    // Every call that carries the token answers 401 from the start (logging in carries none): no call of
    // an earlier page is still on its way when the session ends, whatever the machine's speed.
    sandbox.setScenario('expired-session');
    const view = await renderShell(href('Help'), { loggedInAs: '61234567' });
    expect(await screen.findByText(texts.visitor, {}, LOAD)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(href('Help'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Help.title }, LOAD)).toBeInTheDocument();
    expect(token()).toBeNull();
    // The way back in returns to this page; closing it says nothing more.
    const bar = screen.getByText(texts.visitor).closest('[role="status"]') as HTMLElement;
    expect(within(bar).getByRole('link', { name: texts.login })).toHaveAttribute('href', `${href('Login')}?returnUrl=%2Fpagalba`);
    await userEvent.click(within(bar).getByRole('button', { name: texts.close }));
    expect(screen.queryByText(texts.visitor)).toBeNull();
    await view.router.navigate(href('Plans'));
    await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title }, LOAD);
    expect(screen.queryByText(texts.visitor)).toBeNull();
  });

  it('on an account page: one navigation to Login, back to the page afterwards, where the notice says why', async () => {
    const view = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    // Every navigation to Login started (each has its own location key), whoever started it.
    const toLogin = new Set<string>();
    view.router.subscribe((state) => {
      const going = state.navigation.location ?? state.location;
      if (going.pathname === href('Login')) toLogin.add(going.key);
    });
    sandbox.setScenario('expired-session');
    await view.router.navigate(href('Invoices'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('Login')), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe(href('Invoices'));
    expect(await screen.findByText(texts.description, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(token()).toBeNull();
    expect(toLogin.size).toBe(1);
  });
});
