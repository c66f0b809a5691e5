// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { fill, h1, h2, LOAD, sandboxCall, wheel } from './game-helpers';

const { lt } = texts;

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 40_000 });

const f = lt.forms['awards-delivery'];
const c = lt.forms['awards-email-confirmation'];
const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, LOAD);
const world = () => sandbox.context.world(new Request(`${API_BASE}/`));
const bottle = () =>
  world()
    .awards.accounts.get('61234567')!
    .winnings.find((winning) => winning.winningId === 1)!;

async function fillDelivery() {
  await userEvent.type(await field(f.fullName.label), 'Rūta Kazlauskienė');
  await userEvent.type(await field(f.email.label), 'ruta@example.lt');
  await userEvent.type(await field(f.postCode.label), 'LT-07150');
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: new RegExp(`^${f.deliveryLocation.label}`) }, LOAD),
    'Vilnius, PC Akropolis – Ozo g. 25, LT-07150 Vilnius',
  );
}

async function login(): Promise<string> {
  const response = await sandboxCall('POST', '/auth/login', { body: { msisdn: '61234567', password: 'Demo1234' } });
  return ((await response.json()) as { result: string }).result;
}

describe('the awards delivery (/pulsas-taskai/pristatymas/:winning)', () => {
  it('takes the delivery details, then the e-mailed code, then shows the order success', async () => {
    const view = await renderApp('/pulsas-taskai/pristatymas/1', { loggedInAs: '61234567' });
    expect(await screen.findByText(fill(wheel.delivery.prize, { prize: 'Pulsas gertuvė' }), {}, LOAD)).toBeVisible();
    expect(await h2(wheel.delivery.title)).toBeVisible();
    const name = await field(f.fullName.label);
    const postCode = await field(f.postCode.label);
    await userEvent.type(postCode, '123');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));
    expect(name).toHaveFocus();
    expect(postCode).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PostCodeFormat));
    await userEvent.clear(postCode);
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: f.submit }));

    const codeTitle = await h2(wheel.delivery.emailTitle);
    await waitFor(() => expect(codeTitle).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(wheel.delivery.emailCode);
    expect(bottle().shipment).toMatchObject({
      fullName: 'Rūta Kazlauskienė',
      email: 'ruta@example.lt',
      postCode: 'LT-07150',
      deliveryLocation: 1,
      emailConfirmed: false,
    });
    expect(await field(c.email.label)).toHaveValue('ruta@example.lt');
    const code = await field(c.code.label);
    await userEvent.type(code, '9999');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    const popup = await screen.findByRole('alertdialog', {}, LOAD);
    expect(popup).toHaveTextContent(lt.exceptions.InvalidEmailCodeException);
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(code).toHaveValue('9999');
    await userEvent.clear(code);
    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pulsas-taskai/sekmingas-uzsakymas'), LOAD);
    expect(await h1(lt.routes.AwardsOrderSuccess.title)).toBeVisible();
    expect(bottle().shipment!.emailConfirmed).toBe(true);
  });

  it('a failed delivery (500 with an exception text) opens the popup and keeps everything typed', async () => {
    server.use(
      http.post(`${API_BASE}/awards-campaign/shipment`, () =>
        HttpResponse.json({ Exception: 'LocationNotFoundException', Arguments: ['1'] }, { status: 500 }),
      ),
    );
    await renderApp('/pulsas-taskai/pristatymas/1', { loggedInAs: '61234567' });
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.LocationNotFoundException);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${f.fullName.label}`), hidden: true })).toHaveValue('Rūta Kazlauskienė');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${f.email.label}`), hidden: true })).toHaveValue('ruta@example.lt');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${f.postCode.label}`), hidden: true })).toHaveValue('LT-07150');
    expect(bottle().shipment).toBeNull();
  });

  it('a 401 on the delivery goes to Login with the page to come back to', async () => {
    server.use(http.post(`${API_BASE}/awards-campaign/shipment`, () => HttpResponse.json({}, { status: 401 })));
    const view = await renderApp('/pulsas-taskai/pristatymas/1', { loggedInAs: '61234567' });
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe('/pulsas-taskai/pristatymas/1');
  });

  it('confirms a wheel win first when it is not confirmed yet', async () => {
    await renderApp('/pulsas-taskai/pristatymas/3', { loggedInAs: '61234567' });
    expect(await h2(wheel.delivery.notConfirmed.title)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: wheel.winnings.confirm }));
    const title = await h2(wheel.delivery.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(await field(f.fullName.label)).toBeVisible();
  });

  it('says a prize on the number needs no delivery, and a delivery done is done', async () => {
    await renderApp('/pulsas-taskai/pristatymas/2', { loggedInAs: '61234567' });
    expect(await h2(wheel.delivery.notShippable.title)).toBeVisible();
    expect(screen.getByText(fill(wheel.delivery.notShippable.text, { prize: '5 GB duomenų' }))).toBeVisible();
    cleanup();
    const token = await login();
    const body = { fullName: 'Rūta K', email: 'ruta@example.lt', postCode: '07150', deliveryLocation: 2, winningId: 1 };
    expect((await sandboxCall('POST', '/awards-campaign/shipment', { token, body })).status).toBe(204);
    // Stored but not confirmed: the code step.
    await renderApp('/pulsas-taskai/pristatymas/1', { loggedInAs: '61234567' });
    expect(await h2(wheel.delivery.emailTitle)).toBeVisible();
    cleanup();
    expect((await sandboxCall('POST', '/awards-campaign/email', { token, body: { code: '1234', email: 'ruta@example.lt' } })).status).toBe(
      204,
    );
    await renderApp('/pulsas-taskai/pristatymas/1', { loggedInAs: '61234567' });
    expect(await h2(wheel.delivery.done.title)).toBeVisible();
    expect(screen.queryByRole('button', { name: f.submit })).toBeNull();
  });

  it("is not found for a winning that is not the customer's", async () => {
    await renderApp('/pulsas-taskai/pristatymas/999', { loggedInAs: '61234567' });
    expect(await h1(lt.common.notFound.title)).toBeVisible();
  });
});

describe('the awards e-mail link (/pulsas-taskai/el-pastas/:userId/:hash)', () => {
  it('confirms the e-mail (the link again says so too); an expired link says it expired, a wrong one that it is wrong', async () => {
    const token = await login();
    await sandboxCall('POST', '/awards-campaign/shipment', {
      token,
      body: { fullName: 'Rūta K', email: 'ruta@example.lt', postCode: '07150', deliveryLocation: 2, winningId: 1 },
    });
    const mail = world().auth.outbox.at(-1)!;
    const link = /\/pulsas-taskai\/el-pastas\/[^\s]+/.exec(mail.text)![0];
    await renderApp(link);
    expect(await h2(wheel.emailLink.success.title)).toBeVisible();
    expect(screen.getByRole('link', { name: wheel.actions.myPoints })).toHaveAttribute('href', '/prisijungti?returnUrl=%2Fpulsas-taskai');
    expect(bottle().shipment!.emailConfirmed).toBe(true);
    cleanup();
    await renderApp(link);
    expect(await h2(wheel.emailLink.success.title)).toBeVisible();
    cleanup();
    await renderApp(link.replace(/[^/]+$/, 'aw-unknown'));
    expect(await h2(wheel.emailLink.invalid.title)).toBeVisible();
    expect(screen.getByText(wheel.emailLink.invalid.text)).toBeVisible();
    cleanup();
    bottle().shipment!.emailConfirmed = false;
    bottle().shipment!.linkSentAt = new Date(Date.now() - 49 * 3_600_000);
    await renderApp(link);
    expect(await h2(wheel.emailLink.expired.title)).toBeVisible();
    expect(screen.getByText(wheel.emailLink.expired.text)).toBeVisible();
  });
});
