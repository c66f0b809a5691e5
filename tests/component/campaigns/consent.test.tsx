// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { CLOSED_KEY } from '@/shared/banners/banner-memory';
import { CONSENT_TEXTS } from '@/sandbox/world/consents';
import { renderApp, sandbox, server, useSandboxServer } from '../harness';

const { lt } = texts;

useSandboxServer();
// Inside the consent campaign's window (spec/campaigns/consent.yaml); the API's own information modal
// (priority 1) is taken as seen, so the campaign's is the modal the Dashboard opens.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00+02:00') });
  sandbox.reset();
  sessionStorage.setItem(CLOSED_KEY, JSON.stringify(['information-modal']));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const c = lt['campaign-consent'];
const world = () => sandbox.context.world(new Request('http://localhost/'));
const consentDialog = () => screen.findByRole('dialog', { name: c.banners['consent-modal'].text }, slow);
/** A consent's box, named with the API's title of it (GET /consent/consents, lt). */
const box = (dialog: HTMLElement, type: keyof typeof CONSENT_TEXTS) =>
  within(dialog).getByRole('checkbox', { name: CONSENT_TEXTS[type].title.lt });

/** Counts the campaign's consent checks (GET /consent/consents). */
function countConsentReads(): () => number {
  let reads = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/consent/consents')) reads += 1;
  });
  return () => reads;
}

describe("consent campaign (a Dashboard modal through the banners' behaviour by campaign kind)", { timeout: 60_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks a customer whose consents are not all answered, saves the choice and never asks again', async () => {
    const user = userEvent.setup();
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    const dialog = await consentDialog();
    expect(dialog).toHaveTextContent(c.modal.text);
    // Given consents are ticked; the rest are not.
    expect(box(dialog, 'DirectMarketing')).toBeChecked();
    expect(box(dialog, 'TrafficLocation')).not.toBeChecked();
    expect(box(dialog, 'ThirdParty')).not.toBeChecked();
    // The API's wording of each consent, which is what the answer is saved against.
    expect(box(dialog, 'ThirdParty')).toHaveAccessibleDescription(CONSENT_TEXTS.ThirdParty.description.lt);
    expect(within(dialog).getByRole('link', { name: c.banners['consent-modal'].buttonText })).toHaveAttribute(
      'href',
      '/pagrindinis/nustatymai/asmenine-informacija',
    );

    await user.click(box(dialog, 'ThirdParty'));
    await user.click(within(dialog).getByRole('button', { name: c.modal.save }));
    expect(await screen.findByText(c.modal.success, {}, slow)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: c.banners['consent-modal'].text })).toBeNull();
    expect(world().consents.get('61234567')).toEqual({ DirectMarketing: true, TrafficLocation: false, ThirdParty: true });

    // A new session: the consents are answered, so the check says no and nothing opens.
    cleanup();
    sessionStorage.clear();
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(['information-modal']));
    const reads = countConsentReads();
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    await waitFor(() => expect(reads()).toBeGreaterThan(0), slow);
    await screen.findByRole('heading', { level: 1, name: lt.routes.Dashboard.title }, slow);
    expect(screen.queryByRole('dialog', { name: c.banners['consent-modal'].text })).toBeNull();
  });

  it('agrees to all with one button (Agree 1 for each)', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/consent/consents')) sent = await request.clone().json();
    });
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    await user.click(within(await consentDialog()).getByRole('button', { name: c.modal.agreeAll }));
    await waitFor(
      () => expect(world().consents.get('61234567')).toEqual({ DirectMarketing: true, TrafficLocation: true, ThirdParty: true }),
      slow,
    );
    expect(sent).toEqual({
      consents: [
        { consentType: 'DirectMarketing', status: 1 },
        { consentType: 'TrafficLocation', status: 1 },
        { consentType: 'ThirdParty', status: 1 },
      ],
    });
  });

  it('does not ask a customer who answered them all', async () => {
    const reads = countConsentReads();
    await renderApp('/pagrindinis', { loggedInAs: '61234568' });
    await screen.findByRole('heading', { level: 1, name: lt.routes.Dashboard.title }, slow);
    await waitFor(() => expect(reads()).toBeGreaterThan(0), slow);
    expect(screen.queryByRole('dialog', { name: c.banners['consent-modal'].text })).toBeNull();
  });

  it('keeps the modal and the ticks when saving fails', async () => {
    server.use(http.put('*/api/consent/consents', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })));
    const user = userEvent.setup();
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    const dialog = await consentDialog();
    await user.click(box(dialog, 'TrafficLocation'));
    await user.click(within(dialog).getByRole('button', { name: c.modal.save }));
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    expect(box(dialog, 'TrafficLocation')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: c.modal.save })).toBeEnabled();
    expect(world().consents.get('61234567')).toEqual({ DirectMarketing: true, TrafficLocation: false });
  });

  it("stays away from the Dashboard outside the campaign's window", async () => {
    vi.setSystemTime(new Date('2027-06-01T10:00:00+03:00'));
    const reads = countConsentReads();
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    await screen.findByRole('heading', { level: 1, name: lt.routes.Dashboard.title }, slow);
    expect(reads()).toBe(0);
    expect(screen.queryByRole('dialog', { name: c.banners['consent-modal'].text })).toBeNull();
  });
});
