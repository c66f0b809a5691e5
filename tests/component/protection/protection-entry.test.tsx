// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as app from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { API_BASE, left, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { protectionStorage } from '@/shared/session/protection-storage';

useSandboxServer();
afterEach(() => {
  cleanup();
  document.cookie = `${app.tokens.protectionCookie}=; Max-Age=0; Path=/`;
});

const slow = { timeout: 15_000 };
const p = lt.protection;
const world = () => sandbox.context.world(new Request(`${API_BASE}/`)).protection;
const path = (view: Awaited<ReturnType<typeof renderApp>>) => view.router.state.location.pathname;

/** Opens the area's session the way the SMS challenge does, and stores its token as the area would. */
async function storeProtectionToken(msisdn = '61234568'): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${API_BASE}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/narsyk/auth/sms-challenge', { msisdn });
  const { result } = (await (await post('/narsyk/auth/sms-challenge/verify', { msisdn, code: '1234' })).json()) as { result: string };
  protectionStorage(localStorage).setItem(app.tokens.protectionStorageKey!, result);
  return result;
}

describe('browsing-protection entry (/narsyk)', { timeout: 60_000 }, () => {
  it("status 1: fetches the area's token, keeps it under its own key and confirms the login", async () => {
    world().sessionMsisdn = '61234567';
    const view = await renderApp('/narsyk?status=1');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.ProtectionConfirmation.title }, slow)).toBeInTheDocument();
    expect(path(view)).toBe('/narsyk/patvirtinimas');
    expect(screen.getByText(p.confirmation.lead.replace('{{phone}}', '+370 612 34567'))).toBeInTheDocument();
    expect(localStorage.getItem(app.tokens.protectionStorageKey!)).toBe(view.services.session.token);
    expect(localStorage.getItem(app.tokens.storageKey!)).toBeNull();
    expect(document.cookie).toContain(`${app.tokens.protectionCookie}=`);
    // Issue 47 F1: the cookie is the session's clock, never the token, which scripts could read there.
    expect(document.cookie).not.toContain(view.services.session.token!);
    expect(document.cookie).not.toContain(encodeURIComponent(view.services.session.token!));
    // The area's own frame: its header and sections, not the portal's header.
    expect(screen.getByRole('navigation', { name: p.header.sectionsLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${app.product.name} ${p.header.brand} – ${p.header.home}` })).toHaveAttribute(
      'href',
      '/narsyk',
    );
    // The plans sections (Internet 2, Voice 3, Services 4, Loan 5) lead to the portal's plans and top-up.
    const sections = within(screen.getByRole('navigation', { name: p.header.sectionsLabel })).getAllByRole('link');
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [p.header.sections.Internet, '/planai#plans-section-3'],
      [p.header.sections.Voice, '/planai#plans-section-2'],
      [p.header.sections.Services, '/planai#plans-section-4'],
      [p.header.sections.Loan, '/papildymas'],
    ]);
    // The same page in the other languages.
    const languages = screen.getByRole('navigation', { name: p.header.languageLabel });
    expect(within(languages).getByRole('link', { name: 'EN English' })).toHaveAttribute('href', '/en/narsyk/confirmation');
    expect(screen.queryByRole('navigation', { name: lt.common.header.mainNavigation })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: p.header.portal })).toBeInTheDocument();
    // Choosing it keeps the language for a day, site-wide (core §4), as the portal's language links do.
    await userEvent.setup().click(within(languages).getByRole('link', { name: 'EN English' }));
    expect(document.cookie).toContain(`${app.cookies.language.name}=en`);
    document.cookie = `${app.cookies.language.name}=; Max-Age=0; Path=/`;
  });

  it('status 1 without a partner session is the unknown-error page', async () => {
    const view = await renderApp('/narsyk?status=1');
    await waitFor(() => expect(path(view)).toBe('/narsyk/nepavyko'), slow);
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
  });

  it("without a status and a token, leaves for the partner's auto-login with the msisdn", async () => {
    const view = await renderApp('/narsyk?msisdn=61234568');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.ProtectionAutoLogin.title }, slow)).toBeInTheDocument();
    expect(path(view)).toBe('/narsyk/auth/auto-login');
    await waitFor(() => expect(left).toEqual(['/api/narsyk/auth/auto-login?msisdn=61234568&returnUrl=%2Fnarsyk']));
    expect(screen.getByRole('link', { name: p.autoLogin.manual })).toHaveAttribute('href', left[0]);
    expect(screen.queryByRole('contentinfo')).toBeNull(); // its route hides the footer: the page only hands over
  });

  it("the partner's failure answer, then 'try again': a new auto-login starts at once", async () => {
    const view = await renderApp('/narsyk');
    await waitFor(() => expect(left).toHaveLength(1), slow);
    // The partner answers within seconds: status 2, its unknown-error page.
    await view.router.navigate('/narsyk?status=2');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.ProtectionFailed.title }, slow)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: p.message.retry }));
    await waitFor(() => expect(path(view)).toBe('/narsyk/auth/auto-login'), slow);
    await waitFor(() => expect(left).toHaveLength(2));
  });

  it('a token refused at once after the auto-login ends on the failure page, not in another round trip', async () => {
    const view = await renderApp('/narsyk');
    await waitFor(() => expect(left).toHaveLength(1), slow);
    world().sessionMsisdn = '61234567';
    await view.router.navigate('/narsyk?status=1');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.ProtectionConfirmation.title }, slow)).toBeInTheDocument();
    server.use(
      http.get('*/api/whalebone/incident-statistics', () => HttpResponse.json({ errors: [{ code: 'Unauthorized' }] }, { status: 401 })),
    );
    await view.router.navigate('/narsyk');
    await waitFor(() => expect(path(view)).toBe('/narsyk/nepavyko'), slow);
    expect(left).toHaveLength(1);
  });

  it('status 3: the SMS challenge; a wrong code is said at the field and kept, the right one logs in', async () => {
    const view = await renderApp('/narsyk?status=3&msisdn=61234568');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: p.challenge.send }, slow));
    expect(await screen.findByText(p.challenge.sent.replace('{{phone}}', '+370 612 34568'))).toBeInTheDocument();
    let code = await screen.findByRole('textbox', { name: new RegExp(lt.forms['protection-sms-challenge'].code.label) }, slow);
    await user.type(code, '9999');
    await user.click(screen.getByRole('button', { name: lt.forms['protection-sms-challenge'].submit }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(lt.validation.SmsCodeWrong));
    expect(code).toHaveValue('9999');
    await waitFor(() => expect(code).toHaveFocus());
    // Changing the code takes the message away.
    await user.type(code, '9');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '{Backspace}');
    // Sent with Enter, the focus never left the field: it is focused again, so a screen reader reads
    // the field with its message.
    const focused = vi.fn();
    code.addEventListener('focus', focused);
    await user.type(code, '{Enter}');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(focused).toHaveBeenCalled());
    expect(code).toHaveFocus();
    // A new code: a new, empty field without the last code's message.
    await user.click(screen.getByRole('button', { name: p.challenge.resend }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: new RegExp(lt.forms['protection-sms-challenge'].code.label) })).toHaveValue(''),
    );
    code = screen.getByRole('textbox', { name: new RegExp(lt.forms['protection-sms-challenge'].code.label) });
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '9999');
    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: lt.forms['protection-sms-challenge'].submit }));
    await waitFor(() => expect(path(view)).toBe('/narsyk/patvirtinimas'), slow);
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234568');
  });

  it('a throttled code request goes to the throttle page', async () => {
    world().challengesSent.set('61234568', 3);
    const view = await renderApp('/narsyk/issukis?msisdn=61234568');
    await userEvent.setup().click(await screen.findByRole('button', { name: p.challenge.send }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.ProtectionChallengeError.title }, slow)).toBeInTheDocument();
    expect(path(view)).toBe('/narsyk/issukis/klaida');
    expect(screen.getByRole('link', { name: p.message.retry })).toHaveAttribute('href', '/narsyk');
  });

  it.each([
    ['en', '/en/narsyk?status=4', en.routes.ProtectionDisabled.title, en.protection.message.ProtectionDisabled],
    ['ru', '/ru/narsyk?status=0', ru.routes.ProtectionUserNotFound.title, ru.protection.message.ProtectionUserNotFound],
    ['lt', '/narsyk?status=7', lt.routes.ProtectionFailed.title, lt.protection.message.ProtectionFailed],
  ])('message page in %s', async (_lang, url, title, text) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("issue 47 F1: the area's token goes with the area's own calls only, never with the shell's or any other", async () => {
    const token = await storeProtectionToken('61234568');
    const sent: [string, string | null][] = [];
    const listener = ({ request }: { request: Request }) =>
      void sent.push([new URL(request.url).pathname.replace(/^\/api/, ''), request.headers.get('Authorization')]);
    server.events.on('request:start', listener);
    try {
      await renderApp('/narsyk');
      expect(await screen.findByRole('heading', { level: 2, name: p.summary.title }, slow)).toBeInTheDocument();
      await screen.findByRole('switch', { name: lt.forms['protection-settings'].security.label }, slow);
    } finally {
      server.events.removeListener('request:start', listener);
    }
    const withToken = sent.filter(([, authorization]) => authorization === `Bearer ${token}`).map(([path]) => path);
    expect(new Set(withToken)).toEqual(new Set(['/whalebone/incident-statistics', '/whalebone/filters']));
    const others = sent.filter(([path]) => !path.startsWith('/whalebone/'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(([, authorization]) => authorization !== null)).toEqual([]);
  });

  it('with a token: the summary with its table and the filter switches; saving changes the filters', async () => {
    await storeProtectionToken('61234568');
    await renderApp('/narsyk');
    expect(await screen.findByRole('heading', { level: 2, name: p.summary.title }, slow)).toBeInTheDocument();
    expect(screen.getByText(p.entry.number.replace('{{phone}}', '+370 612 34568'))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: p.summary.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(31); // header + 30 days
    expect(await screen.findByRole('img', { name: /Sustabdytų grėsmių kiekvieną dieną diagrama/ }, slow)).toBeInTheDocument();
    const security = screen.getByRole('switch', { name: lt.forms['protection-settings'].security.label });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    const entertainment = screen.getByRole('switch', { name: lt.forms['protection-settings'].entertainment.label });
    expect(entertainment).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(entertainment);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(p.settings.unsaved);
    await user.click(screen.getByRole('button', { name: lt.forms['protection-settings'].submit }));
    expect(await screen.findByText(p.settings.saved, {}, slow)).toBeInTheDocument();
    expect([...world().filters.get('61234568')!.enabled].sort()).toEqual([0, 1, 2, 3]);
  });

  it('a failed save keeps the choices and says so', async () => {
    await storeProtectionToken('61234568');
    server.use(
      http.put('*/api/whalebone/filters', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
    );
    await renderApp('/narsyk');
    const user = userEvent.setup();
    const crime = await screen.findByRole('switch', { name: lt.forms['protection-settings'].crime.label }, slow);
    await user.click(crime);
    await user.click(screen.getByRole('button', { name: lt.forms['protection-settings'].submit }));
    expect(await screen.findByText(p.settings.failed, {}, slow)).toBeInTheDocument();
    expect(crime).not.toBeChecked();
    expect(world().filters.get('61234568')?.enabled.has(3) ?? true).toBe(true);
  });

  it("a 401 drops the area's token and starts again at the entry (auto-login), never the portal Login", async () => {
    await storeProtectionToken('61234568');
    server.use(
      http.get('*/api/whalebone/incident-statistics', () => HttpResponse.json({ errors: [{ code: 'Unauthorized' }] }, { status: 401 })),
    );
    const view = await renderApp('/narsyk');
    await waitFor(() => expect(left).toEqual(['/api/narsyk/auth/auto-login?returnUrl=%2Fnarsyk']), slow);
    expect(path(view)).toBe('/narsyk/auth/auto-login');
    expect(localStorage.getItem(app.tokens.protectionStorageKey!)).toBeNull();
  });

  it('a summary that fails to load offers a retry, the settings still show', async () => {
    await storeProtectionToken('61234568');
    server.use(
      http.get(
        '*/api/whalebone/incident-statistics',
        () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/narsyk');
    expect(await screen.findByText(p.summary.error, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: lt.forms['protection-settings'].adult.label })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: p.summary.retry }));
    expect(await screen.findByRole('table', { name: p.summary.tableCaption }, slow)).toBeInTheDocument();
  });
});
