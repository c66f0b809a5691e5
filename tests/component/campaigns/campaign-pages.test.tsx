// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/shared/format/format';
import { texts } from '@/shared/campaign-files/resources';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';

const { en, lt, ua: uaTexts } = texts;

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Whole-app tests on a busy two-core machine: generous limits; every wait still ends when its condition holds.
const slow = { timeout: 15_000 };
// The Ukrainian campaign's pages are in Ukrainian at every path (spec/campaigns/ukraine.yaml `language: ua`).
const ua = uaTexts['campaign-ukraine'];
const uaUi = uaTexts['campaign-ui'];
const ui = lt['campaign-ui'];
/** Inside the Ukrainian campaign's window whatever day the tests run. */
/** A day inside the points wheel's file window (spec/campaigns/wheel.yaml), whatever today is. */
const inWheelWindow = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T10:00:00+02:00') });
const inUkraineWindow = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00+02:00') });
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);

describe('campaign data pages (spec/campaigns, page: landing | rules | form | result)', { timeout: 60_000 }, () => {
  it("draws a landing page from its file: its route's title and description, description, buttons, steps with progress, sections", async () => {
    inUkraineWindow();
    await renderApp('/slava-ukraini');
    // The route's fallback has the same heading and lead; the page is there once its description is.
    expect(await screen.findByText(ua.description, {}, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: uaTexts.routes.UkraineCampaign.title })).toBeVisible();
    expect(screen.getByText(uaTexts.routes.UkraineCampaign.description)).toHaveClass('lead');
    expect(screen.getByRole('link', { name: ua.actions.signUp })).toHaveAttribute('href', '/slava-ukraini/registracija');
    expect(screen.getByRole('link', { name: ua.actions.refill })).toHaveAttribute('href', '/papildymas');
    const steps = within(screen.getByRole('list', { name: uaUi.steps.label })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `1${ua.steps.visit} (${uaUi.steps.active})`,
      `2${ua.steps.identify} (${uaUi.steps.inactive})`,
      `3${ua.steps.connect} (${uaUi.steps.inactive})`,
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveAttribute('data-progress', '0');
    expect(steps[2]).toHaveAttribute('data-progress', '-1');
    const sim = screen.getByRole('region', { name: ua.sections.freeSim.title });
    expect(within(sim).getByText(ua.sections.freeSim.text)).toBeVisible();
  });

  it('keeps the page in its own language under /en, its links in the English site', async () => {
    inUkraineWindow();
    await renderApp('/en/slava-ukraini');
    expect(await screen.findByText(ua.description, {}, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: uaTexts.routes.UkraineCampaign.title })).toBeVisible();
    expect(screen.getByRole('link', { name: ua.actions.signUp })).toHaveAttribute('href', '/en/slava-ukraini/sign-up');
    expect(screen.getByRole('link', { name: ua.actions.refill })).toHaveAttribute('href', '/en/top-up');
    // The shell stays English.
    expect(screen.getByRole('link', { name: en.common.skipLink })).toBeInTheDocument();
  });

  it('validates a form page at the fields, keeps what was typed, submits it as the file says and goes to the result', async () => {
    inUkraineWindow();
    const view = await renderApp('/slava-ukraini/registracija');
    await h1(uaTexts.routes.UkraineSignup.title);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.firstName.label}`) }, slow);
    const phone = screen.getByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.msisdn.label}`) });
    const email = screen.getByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.email.label}`) });
    const consent = screen.getByRole('checkbox', { name: new RegExp(ua.forms.callBack.consent.label.slice(0, 20)) });
    // the current step is the form's own
    expect(within(screen.getByRole('list', { name: uaUi.steps.label })).getAllByRole('listitem')[1]).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.type(phone, '5123');
    await user.type(email, 'olena@');
    await user.click(screen.getByRole('button', { name: ua.forms.callBack.submit }));
    // The form's messages are Ukrainian too (spec/i18n/ua/validation.yaml).
    expect(name).toHaveAccessibleDescription(expect.stringContaining(uaTexts.validation.Required));
    expect(name).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(uaTexts.validation.NumberFormat));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(uaTexts.validation.EmailFormat));
    expect(consent).toHaveAccessibleDescription(expect.stringContaining(uaTexts.validation.Required));
    expect(phone).toHaveValue('5123');
    expect(email).toHaveValue('olena@');

    await user.type(name, 'Olena');
    await user.clear(phone);
    await user.type(phone, '61234599');
    await user.clear(email);
    await user.type(email, 'olena@example.com');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: ua.forms.callBack.submit }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/slava-ukraini/aciu'), slow);
    await h1(uaTexts.routes.UkraineSignupThanks.title);
    const stored = await (await fetch(`${API_BASE}/__sandbox/campaign-signups/ukraine`)).json();
    expect(stored).toMatchObject([
      { campaignName: 'ukraine', request: { firstName: 'Olena', msisdn: '61234599', email: 'olena@example.com', consent: true } },
    ]);
  });

  it('shows a refused sign-up in the error popup and keeps the form as typed', async () => {
    inUkraineWindow();
    server.use(
      http.post('*/api/campaign/:name/signups', () => HttpResponse.json({ Exception: 'CampaignSignupExistsException' }, { status: 409 })),
    );
    const view = await renderApp('/slava-ukraini/registracija');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.firstName.label}`) }, slow);
    await user.type(name, 'Olena');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.msisdn.label}`) }), '61234599');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(ua.forms.callBack.consent.label.slice(0, 20)) }));
    await user.click(screen.getByRole('button', { name: ua.forms.callBack.submit }));
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.CampaignSignupExistsException);
    expect(view.router.state.location.pathname).toBe('/slava-ukraini/registracija');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${ua.forms.callBack.firstName.label}`), hidden: true })).toHaveValue('Olena');
  });

  it('draws a rules page with the campaign period and numbered sections', async () => {
    const w = lt['campaign-wheel'];
    await renderApp('/akcijos/pulsas-taskai/taisykles');
    expect(await screen.findByText('Akcijos laikotarpis: nuo 2026 m. kovo 1 d. iki 2027 m. vasario 28 d.', {}, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.AwardsRules.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `1. ${w.sections.organiser.title}` })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `6. ${w.sections.personalData.title}` })).toBeVisible();
  });

  it('claims no result the API has not confirmed: a status in the address alone names no refill (issue 50)', async () => {
    const p = lt['campaign-prize'];
    await renderApp('/6000prizu/zaidimas/panaudotas');
    await h1(p.results.unverified.title);
    expect(screen.getByText(p.results.unverified.text)).toBeVisible();
    expect(screen.queryByText(p.results.panaudotas.title)).toBeNull();
    expect(screen.getByRole('link', { name: p.actions.playAgain })).toHaveAttribute('href', '/papildymas');
  });

  it('says an ended campaign has ended and leads to the offers, keeping its rules readable', async () => {
    const s = lt['campaign-shake'];
    await renderApp('/akcijos/vasara');
    await h1(ui.closed.endedTitle.replace('{{title}}', s.title));
    expect(
      screen.getByText(
        'Akcija vyko nuo 2023 m. birželio 1 d. iki 2023 m. rugpjūčio 31 d. Ačiū visiems dalyviams! Peržiūrėk dabartinius mūsų pasiūlymus.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: ui.closed.offers })).toHaveAttribute('href', '/akcijos');
    cleanup();
    await renderApp('/akcijos/vasara/taisykles');
    expect(await screen.findByRole('note', {}, slow)).toHaveTextContent('Ši akcija baigėsi');
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.SummerGameRules.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `4. ${s.sections.prizes.title}` })).toBeVisible();
  });

  it('says a campaign has not started before its window, by the clock at run time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2022-02-15T10:00:00Z') });
    await renderApp('/slava-ukraini');
    await h1(uaUi.closed.upcomingTitle.replace('{{title}}', ua.title));
    expect(
      screen.getByText(uaUi.closed.upcomingText.replace('{{from}}', '1 березня 2022 р.').replace('{{to}}', '4 березня 2027 р.')),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: ua.actions.signUp })).toBeNull();
  });

  it('closes a campaign the API reports inactive (GET /campaign/active)', async () => {
    inWheelWindow();
    server.use(
      http.get('*/api/campaign/active', () =>
        HttpResponse.json([{ name: 'wheel', status: 0, activeFrom: '2026-03-01T00:00:00+02:00', activeTo: '2027-02-28T23:59:59+02:00' }]),
      ),
    );
    await renderApp('/akcijos/pulsas-taskai');
    await h1(ui.closed.endedTitle.replace('{{title}}', lt['campaign-wheel'].title));
  });

  it('closes a campaign the API has stopped running by its dates, its status still Active, and names the end it had', async () => {
    inWheelWindow();
    const stopped = '2026-12-09T23:59:59+02:00';
    server.use(
      http.get('*/api/campaign/active', () =>
        HttpResponse.json([{ name: 'wheel', status: 1, activeFrom: '2026-03-01T00:00:00+02:00', activeTo: stopped }]),
      ),
    );
    await renderApp('/akcijos/pulsas-taskai');
    await h1(ui.closed.endedTitle.replace('{{title}}', lt['campaign-wheel'].title));
    const period = ui.closed.endedText
      .replace('{{from}}', formatDate('2026-03-01T00:00:00+02:00', 'lt'))
      .replace('{{to}}', formatDate(stopped, 'lt'));
    expect(screen.getByText(period)).toBeVisible();
  });

  it('names on the rules page the same period as on the landing when the API narrows it (one source, issue 49)', async () => {
    inWheelWindow();
    const stopped = '2026-12-09T23:59:59+02:00';
    server.use(
      http.get('*/api/campaign/active', () =>
        HttpResponse.json([{ name: 'wheel', status: 1, activeFrom: '2026-03-01T00:00:00+02:00', activeTo: stopped }]),
      ),
    );
    await renderApp('/akcijos/pulsas-taskai/taisykles');
    const period = { from: formatDate('2026-03-01T00:00:00+02:00', 'lt'), to: formatDate(stopped, 'lt') };
    expect(await screen.findByRole('note', {}, slow)).toHaveTextContent(
      ui.closed.endedNote.replace('{{from}}', period.from).replace('{{to}}', period.to),
    );
    expect(screen.getByText(ui.rules.period.replace('{{from}}', period.from).replace('{{to}}', period.to))).toBeVisible();
  });
});
