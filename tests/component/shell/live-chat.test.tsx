// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as app from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { chatStore } from '@/features/shell/live-chat/chat-store';
import { accountData } from '@/shared/account/account-data';
import { sandbox, server, useSandboxServer, type Rendered } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(() => {
  cleanup();
  chatStore.clear();
  document.querySelectorAll('script[data-live-chat-vendor]').forEach((script) => script.remove());
  delete window.__lc;
});

const texts = lt.shell.liveChat;
const PREPAID = '61234567';
const launcher = () => screen.findByRole('button', { name: texts.open }, { timeout: 10_000 });
const world = () => sandbox.context.world(new Request('http://localhost/api'));

/** Waits for the chat's configs and texts, then lets React render what follows from them. */
async function settle({ services }: Rendered) {
  await Promise.all([accountData(services).configs.get(), services.i18n.loadNamespaces('shell')]);
  await act(async () => undefined);
}

describe('live chat (campaign seed §6: default language, known msisdn)', () => {
  it('offers a logged-in subscriber in Lithuanian a chat the agent answers', async () => {
    await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    await userEvent.click(await launcher());
    const panel = await screen.findByRole('region', { name: texts.title });
    const log = within(panel).getByRole('log', { name: texts.log });
    expect(await within(log).findByText('Labas, Rūta! Aš – Eglė, Pulso konsultantė. Kuo galiu padėti?')).toBeInTheDocument();
    expect(within(panel).getByText(texts.agent.replace('{{name}}', 'Eglė'))).toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: texts.message });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Koks mano likutis?');
    await userEvent.click(within(panel).getByRole('button', { name: texts.send }));
    expect(await within(log).findByText('Tavo sąskaitos likutis – 12,45 €.')).toBeInTheDocument();
    expect(within(log).getByText('Koks mano likutis?')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('keeps the conversation and a half-typed message when the panel is closed and opened', async () => {
    await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    const button = await launcher();
    await userEvent.click(button);
    const field = await within(await screen.findByRole('region', { name: texts.title })).findByRole('textbox', { name: texts.message });
    await userEvent.type(field, 'Noriu papildyti');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: texts.title })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const again = await screen.findByRole('region', { name: texts.title });
    expect(within(again).getByRole('textbox', { name: texts.message })).toHaveValue('Noriu papildyti');
    expect(within(again).getByText(/Labas, Rūta!/)).toBeInTheDocument();
  });

  it('is not offered in English, nor to a visitor who is not logged in', async () => {
    // Everything the chat would need is at hand before the checks, so its absence is not mere slowness.
    await import('@/features/shell/live-chat/LiveChat');
    const english = await renderShell(href('Dashboard', {}, 'en'), { loggedInAs: PREPAID });
    await settle(english);
    await screen.findByRole('navigation', { name: en.footer.navigation });
    expect(screen.queryByRole('button', { name: en.shell.liveChat.open })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.open })).toBeNull();
    english.unmount();
    localStorage.removeItem(app.tokens.storageKey!); // logged out
    await settle(await renderShell(href('Refill')));
    await screen.findByRole('navigation', { name: lt.footer.navigation });
    expect(screen.queryByRole('button', { name: texts.open })).toBeNull();
  });

  it('reports a chat that cannot start with the error popup and offers to try again', async () => {
    server.use(http.get('*/api/live-chat/token', () => HttpResponse.json({ Exception: 'LiveChatUnavailableException' }, { status: 500 })));
    await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    await userEvent.click(await launcher());
    expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: texts.title, hidden: true });
    expect(within(panel).getByText(texts.failed)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: texts.retry, hidden: true })).toBeInTheDocument();
  });

  it('adds a configured vendor script only after the chat cookies are allowed, with the licence, group and token', async () => {
    world().configs.set('LiveChatScriptUrl', 'https://cdn.livechatinc.com/tracking.js');
    await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    await userEvent.click(await launcher());
    const panel = await screen.findByRole('region', { name: texts.title });
    expect(within(panel).getByText(texts.needsConsent)).toBeInTheDocument();
    expect(document.querySelector('script[data-live-chat-vendor]')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: texts.allowCookies }));
    await waitFor(() => expect(document.querySelector('script[data-live-chat-vendor]')).not.toBeNull());
    expect(document.querySelector('script[data-live-chat-vendor]')).toHaveAttribute('src', 'https://cdn.livechatinc.com/tracking.js');
    expect(window.__lc).toMatchObject({
      license: '17283946',
      group: '3',
      params: [{ name: 'token', value: expect.stringMatching(/^lc-/) }],
    });
    expect(JSON.parse(localStorage.getItem('cookieConsent')!)).toMatchObject({ preferences: true, statistics: false, marketing: false });
    // The vendor draws its own chat: the portal's launcher goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.open })).toBeNull());
  });

  it("keeps the portal's own chat, without an error popup, when the browser refuses the vendor's script policy (issue 32 F2)", async () => {
    world().configs.set('LiveChatScriptUrl', 'https://cdn.livechatinc.com/tracking.js');
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, preferences: true, statistics: false, marketing: false }));
    // What Chrome does when the CSP's trusted-types does not name the policy.
    const createPolicy = vi.fn((name: string) => {
      throw new TypeError(`Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy "${name}" disallowed.`);
    });
    window.trustedTypes = { createPolicy } as unknown as Window['trustedTypes'];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
      await waitFor(() => expect(createPolicy).toHaveBeenCalledWith('live-chat', expect.anything()));
      await userEvent.click(await launcher());
      const panel = await screen.findByRole('region', { name: texts.title });
      expect(await within(panel).findByText(/Labas, Rūta!/)).toBeInTheDocument();
      expect(document.querySelector('script[data-live-chat-vendor]')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(logged).toHaveBeenCalled();
    } finally {
      delete window.trustedTypes;
      logged.mockRestore();
    }
  });

  it("does not try a vendor address off the vendor's origin, which the CSP would refuse: the own chat stays", async () => {
    world().configs.set('LiveChatScriptUrl', 'https://cdn.chat.example/tracking.js');
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, preferences: true, statistics: false, marketing: false }));
    await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    await userEvent.click(await launcher());
    const panel = await screen.findByRole('region', { name: texts.title });
    expect(await within(panel).findByText(/Labas, Rūta!/)).toBeInTheDocument();
    expect(document.querySelector('script[data-live-chat-vendor]')).toBeNull();
  });

  it("takes the vendor's chat off the page on logout: its script, its settings with the token, its widget", async () => {
    world().configs.set('LiveChatScriptUrl', 'https://cdn.livechatinc.com/tracking.js');
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, preferences: true, statistics: false, marketing: false }));
    const view = await renderShell(href('Dashboard'), { loggedInAs: PREPAID });
    await waitFor(() => expect(document.querySelector('script[data-live-chat-vendor]')).not.toBeNull());
    // What the vendor's script would have set up.
    const destroy = vi.fn();
    window.LiveChatWidget = { call: destroy };
    act(() => view.services.session.clear('logout'));
    await waitFor(() => expect(document.querySelector('script[data-live-chat-vendor]')).toBeNull());
    expect(window.__lc).toBeUndefined();
    expect(destroy).toHaveBeenCalledWith('destroy');
    expect(window.LiveChatWidget).toBeUndefined();
  });
});
