// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { server, useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(cleanup);

const KEY = 'cookieConsent';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
const texts = lt.shell.cookies;

/** Counts GET /consent/cookies, answering as the sandbox does. */
function countPolicyLoads() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/consent/cookies')) calls.count++;
  });
  return calls;
}

describe('cookie consent (campaign seed §4)', () => {
  it("asks a first-time visitor with the consent manager's banner; accepting all keeps the choice", async () => {
    await renderShell('/', { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
    expect(within(banner).getByText(/Slapukai padeda svetainei veikti/)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: texts.more })).toHaveAttribute('href', '/privatumo-politika');
    await userEvent.click(within(banner).getByRole('button', { name: texts.acceptAll }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ preferences: true, statistics: true, marketing: true, source: 'manager', version: '2024-05' });
  });

  it('is one modal at a time with the error popup: an error while it asks waits until the visitor has chosen', async () => {
    const { services } = await renderShell('/', { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
    act(() => services.fail(new Error('a call of the page failed')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: texts.rejectAll }));
    expect(await screen.findByRole('alertdialog', { name: lt.common.errorModal.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tavo privatumas Pulse' })).toBeNull();
  });

  it('keeps only necessary cookies when the visitor refuses the rest', async () => {
    await renderShell('/papildymas', { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
    await userEvent.click(within(banner).getByRole('button', { name: texts.rejectAll }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ preferences: false, statistics: false, marketing: false });
  });

  it('lets the visitor choose per category in the settings, necessary ones always on', async () => {
    await renderShell('/', { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
    await userEvent.click(within(banner).getByRole('button', { name: texts.settings }));
    const settings = await screen.findByRole('dialog', { name: texts.settingsTitle });
    const necessary = within(settings).getByRole('checkbox', { name: `Būtinieji (${texts.alwaysOn})` });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Pokalbių ir nustatymų', 'Statistikos', 'Rinkodaros'])
      expect(within(settings).getByRole('checkbox', { name })).not.toBeChecked();
    // The category's description is its checkbox's description.
    expect(within(settings).getByRole('checkbox', { name: 'Statistikos' })).toHaveAccessibleDescription(
      /kaip lankytojai naudojasi svetaine/,
    );
    // Cancel goes back to the banner (a first visit must answer); then choose.
    await userEvent.click(within(settings).getByRole('button', { name: lt.common.modal.cancel }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' })).getByRole('button', { name: texts.settings }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Statistikos' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ preferences: false, statistics: true, marketing: false, source: 'manager' });
  });

  it("shows the product's own cookie agreement when the consent state cannot be loaded", async () => {
    server.use(http.get('*/api/consent/cookies', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })));
    await renderShell('/', { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: texts.own.title });
    expect(within(banner).getByText(texts.own.text)).toBeInTheDocument();
    // A failed consent load is not an error the visitor has to read: no popup.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: texts.acceptAll }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ preferences: true, statistics: true, marketing: true, source: 'own' });
    expect(stored()).not.toHaveProperty('version');
  });

  /** jsdom lays nothing out: a clamped paragraph gets these heights while the test runs. */
  async function withClampedLayout(layout: { scrollHeight: number; clientHeight: number }, run: () => Promise<void>) {
    for (const [name, value] of Object.entries(layout))
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('is-clamped') ? value : 0;
        },
      });
    try {
      await run();
    } finally {
      for (const name of Object.keys(layout)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  }

  it('shows two lines of a long text until the visitor asks for the rest; a screen reader has it whole', async () => {
    await withClampedLayout({ scrollHeight: 120, clientHeight: 48 }, async () => {
      await renderShell('/', { cookieConsent: false });
      const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
      const text = within(banner).getByText(/Slapukai padeda svetainei veikti/);
      expect(text).toHaveClass('is-clamped');
      // The clamp is visual: the whole text is in the dialog's accessible content.
      expect(text).toHaveTextContent(/savo pasirinkimą gali bet kada pakeisti svetainės apačioje\.$/);
      expect(text).not.toHaveAttribute('aria-hidden');
      const showAll = await within(banner).findByRole('button', { name: texts.showAll });
      expect(showAll).toHaveAttribute('aria-expanded', 'false');
      expect(showAll).toHaveAttribute('aria-controls', text.id);
      await userEvent.click(showAll);
      expect(text).not.toHaveClass('is-clamped');
      const showLess = within(banner).getByRole('button', { name: texts.showLess });
      expect(showLess).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(showLess);
      expect(text).toHaveClass('is-clamped');
      expect(within(banner).getByRole('button', { name: texts.showAll })).toHaveFocus();
    });
  });

  it('has no toggle when the text fits in its two lines', async () => {
    await withClampedLayout({ scrollHeight: 48, clientHeight: 48 }, async () => {
      await renderShell('/', { cookieConsent: false });
      const banner = await screen.findByRole('dialog', { name: 'Tavo privatumas Pulse' });
      expect(within(banner).getByText(/Slapukai padeda svetainei veikti/)).toHaveClass('is-clamped');
      // Measured after the dialog opened (a microtask): give it that turn, then look.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(within(banner).queryByRole('button', { name: texts.showAll })).toBeNull();
    });
  });

  it("asks in the page's language", async () => {
    await renderShell(href('Refill', {}, 'en'), { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Your privacy at Pulsas' });
    expect(within(banner).getByRole('button', { name: en.shell.cookies.acceptAll })).toBeInTheDocument();
  });

  it('never asks, nor loads the consent state, for a visitor who has chosen', async () => {
    const loads = countPolicyLoads();
    // The consent part's code is at hand, so had it been rendered, it would have asked at once.
    await import('@/features/shell/cookies/CookieConsent');
    await renderShell('/');
    // The footer's CMS data arrived after the shell went live: the consent part had its chance.
    expect(await screen.findByRole('navigation', { name: lt.footer.navigation })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads.count).toBe(0);
  });

  it("closes the footer's settings with Escape without changing the choice", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ preferences: false, statistics: true, marketing: false, source: 'own', at: '2026-01-02T00:00:00.000Z' }),
    );
    await renderShell('/');
    const item = screen.getByRole('button', { name: lt.common.cookieSettings });
    await userEvent.click(item);
    const settings = await screen.findByRole('dialog', { name: texts.settingsTitle });
    expect(within(settings).getByRole('checkbox', { name: 'Statistikos' })).toBeChecked();
    await userEvent.click(within(settings).getByRole('checkbox', { name: 'Rinkodaros' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ statistics: true, marketing: false, at: '2026-01-02T00:00:00.000Z' });
    expect(item).toHaveFocus();
  });

  it('asks in the browsing-protection area too, and its footer reopens the settings', async () => {
    await renderShell(href('ProtectionFailed', {}, 'en'), { cookieConsent: false });
    const banner = await screen.findByRole('dialog', { name: 'Your privacy at Pulsas' });
    await userEvent.click(within(banner).getByRole('button', { name: en.shell.cookies.rejectAll }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ statistics: false, marketing: false });
    await userEvent.click(screen.getByRole('button', { name: en.common.cookieSettings }));
    expect(await screen.findByRole('dialog', { name: en.shell.cookies.settingsTitle })).toBeInTheDocument();
  });
});
