// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { formatDate } from '@/shared/format/format';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { fill, h1, h2, LOAD, prize, spunBefore } from './game-helpers';

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 40_000 });

const forms = lt.forms;
const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, LOAD);
const location = () => screen.findByRole('combobox', { name: new RegExp(`^${forms['prize-delivery'].locationId.label}`) }, LOAD);
const shipmentOf = (id: string) => sandbox.context.world(new Request(`${API_BASE}/`)).campaigns.transactions.get(id)!.shipment;

describe('the refill game result page (/6000prizu/zaidimas/:status?transactionId=)', () => {
  it('offers the delivery form of a physical prize: Required at the fields, then the delivery ordered', async () => {
    await spunBefore('PRIZE-PHYSICAL');
    await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHYSICAL');
    await h1(prize.results['laimetas-fizinis-prizas'].title);
    expect(await screen.findByText(fill(prize.delivery.prize, { prize: 'Pulsas kuprinė' }), {}, LOAD)).toBeVisible();
    expect(await h2(prize.delivery.title)).toBeVisible();
    // The date it can be collected from: 10 days ahead (campaign seed §5, §9).
    expect(screen.getByText(fill(prize.delivery.text, { date: formatDate(new Date(Date.now() + 10 * 86_400_000), 'lt') }))).toBeVisible();
    expect(screen.queryByText(prize.delivery.phoneText)).toBeNull();
    const name = await field(forms['prize-delivery'].name.label);
    const select = await location();
    expect(within(select).getByRole('option', { name: 'Kaunas, PC Mega – Islandijos pl. 32, LT-47446 Kaunas' })).toBeInTheDocument();
    // No "win more" card after a physical prize.
    expect(screen.queryByRole('region', { name: prize.winMore.title })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: forms['prize-delivery'].submit }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));
    expect(name).toHaveFocus();
    expect(select).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));

    await userEvent.type(name, 'Rūta');
    await userEvent.type(await field(forms['prize-delivery'].surname.label), 'Kazlauskienė');
    await userEvent.selectOptions(select, 'Kaunas, PC Mega – Islandijos pl. 32, LT-47446 Kaunas');
    await userEvent.click(screen.getByRole('button', { name: forms['prize-delivery'].submit }));
    const done = await h2(prize.delivery.successTitle);
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(prize.delivery.success);
    expect(shipmentOf('PRIZE-PHYSICAL')).toMatchObject({ name: 'Rūta', surname: 'Kazlauskienė', locationId: 3, personCode: null });
  });

  it('asks the phone prize for a personal code in the person-code format and an address', async () => {
    await spunBefore('PRIZE-PHONE');
    await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHONE');
    const f = forms['prize-delivery-phone'];
    expect(await screen.findByText(prize.delivery.phoneText, {}, LOAD)).toBeVisible();
    await userEvent.type(await field(f.name.label), 'Rūta');
    await userEvent.type(await field(f.surname.label), 'Kazlauskienė');
    const code = await field(f.personCode.label);
    expect(code).toHaveAttribute('maxlength', '11');
    await userEvent.type(code, '12345678901');
    await userEvent.selectOptions(await location(), 'Vilnius, PC Akropolis – Ozo g. 25, LT-07150 Vilnius');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PersonCodeFormat));
    expect(code).toHaveFocus();
    const address = await field(f.address.label);
    expect(address).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));

    await userEvent.clear(code);
    await userEvent.type(code, '38501011234');
    await userEvent.type(address, 'Laisvės al. 10-5, Kaunas');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await h2(prize.delivery.successTitle)).toBeVisible();
    expect(shipmentOf('PRIZE-PHONE')).toMatchObject({ personCode: '38501011234', address: 'Laisvės al. 10-5, Kaunas', locationId: 1 });
  });

  it('a failed delivery (500 with an exception text) opens the popup and keeps everything typed', async () => {
    await spunBefore('PRIZE-PHYSICAL');
    server.use(
      http.post(
        `${API_BASE}/campaign/transactions/:id/shipment`,
        () => HttpResponse.json({ Exception: 'LocationNotFoundException', Arguments: ['3'] }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHYSICAL');
    const name = await field(forms['prize-delivery'].name.label);
    await userEvent.type(name, 'Rūta');
    await userEvent.type(await field(forms['prize-delivery'].surname.label), 'Kazlauskienė');
    await userEvent.selectOptions(await location(), 'Kaunas, PC Mega – Islandijos pl. 32, LT-47446 Kaunas');
    await userEvent.click(screen.getByRole('button', { name: forms['prize-delivery'].submit }));
    const popup = await screen.findByRole('alertdialog', {}, LOAD);
    expect(popup).toHaveTextContent(lt.exceptions.LocationNotFoundException);
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(name).toHaveValue('Rūta');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${forms['prize-delivery'].surname.label}`) })).toHaveValue('Kazlauskienė');
    expect(shipmentOf('PRIZE-PHYSICAL')).toBeNull();
    // Sent again, it goes through.
    await userEvent.click(screen.getByRole('button', { name: forms['prize-delivery'].submit }));
    expect(await h2(prize.delivery.successTitle)).toBeVisible();
  });

  it('a 401 on the delivery goes to Login with the page to come back to', async () => {
    await spunBefore('PRIZE-PHYSICAL');
    server.use(http.post(`${API_BASE}/campaign/transactions/:id/shipment`, () => HttpResponse.json({}, { status: 401 })));
    const view = await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHYSICAL');
    await userEvent.type(await field(forms['prize-delivery'].name.label), 'Rūta');
    await userEvent.type(await field(forms['prize-delivery'].surname.label), 'K');
    await userEvent.selectOptions(await location(), 'Kaunas, PC Mega – Islandijos pl. 32, LT-47446 Kaunas');
    await userEvent.click(screen.getByRole('button', { name: forms['prize-delivery'].submit }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe(
      '/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHYSICAL',
    );
  });

  it('shows a delivery already ordered as done, not the form again', async () => {
    await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-USED');
    expect(await h2(prize.delivery.successTitle)).toBeVisible();
    expect(screen.queryByRole('button', { name: forms['prize-delivery'].submit })).toBeNull();
  });

  it('offers "win more" after a Plan prize, and sends a refill to the state it is in', async () => {
    await spunBefore('PRIZE-PLAN');
    const view = await renderApp('/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PLAN');
    await h1(prize.results['laimeta-paslauga'].title);
    expect(view.router.state.location.pathname).toBe('/6000prizu/zaidimas/laimeta-paslauga');
    const winMore = screen.getByRole('region', { name: prize.winMore.title });
    expect(within(winMore).getByText(prize.winMore.Plan)).toBeVisible();
    expect(within(winMore).getByRole('link', { name: prize.actions.refill })).toHaveAttribute('href', '/papildymas');
    cleanup();
    // Not rolled yet: to the game.
    const game = await renderApp('/6000prizu/zaidimas/papildyta-sekmingai?transactionId=PRIZE-NOTHING');
    await waitFor(() => expect(game.router.state.location.pathname).toBe('/6000prizu/zaidimas'), LOAD);
    expect(await h2(prize.states.ready.title)).toBeVisible();
  });
});

describe('the refill game landing (/6000prizu)', () => {
  it('shows the steps, the prizes and the rules, and asks a visitor to log in for their rolls', async () => {
    await renderApp('/6000prizu');
    expect(await screen.findByText(prize.description, {}, LOAD)).toBeVisible();
    // In the same render as the page: the part's code came with its data, so nothing below it moves.
    expect(screen.getByRole('heading', { level: 2, name: prize.transactions.title })).toBeVisible();
    expect(screen.getByText(prize.transactions.login)).toBeVisible();
    const pool = screen.getByRole('region', { name: prize.prizes.title });
    expect(
      within(pool)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([prize.prizes.Plan.title, prize.prizes.Vas.title, prize.prizes.Physical.title, prize.prizes.PhysicalSpecial.title]);
    expect(within(pool).getByText('1500 prizų')).toBeVisible();
    expect(within(pool).getByText('10 prizų')).toBeVisible();
    expect(screen.getByRole('region', { name: prize.sections.howToPlay.title })).toBeVisible();
    expect(screen.getByRole('link', { name: prize.actions.rules })).toHaveAttribute('href', '/mobiliojo-zaidimo-taisykles');
    const steps = within(screen.getByRole('list', { name: lt['campaign-ui'].steps.label })).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it("lists a customer's refills that can still be played, by amount and date, each with a roll button", async () => {
    await renderApp('/6000prizu', { loggedInAs: '61234567' });
    expect(await screen.findByText(prize.transactions.text, {}, LOAD)).toBeVisible();
    const list = within(screen.getByRole('region', { name: prize.transactions.title }));
    expect(list.getAllByRole('link', { name: prize.actions.play })).toHaveLength(5);
    expect(list.getAllByRole('link', { name: prize.actions.play })[0]).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas?transactionId=PRIZE-PLAN',
    );
    // Each refill is told by its amount and date, never by the API's internal id.
    expect(list.getAllByRole('link', { name: prize.actions.play })[0]).toHaveAccessibleDescription(
      /^Papildymas 10,00\u00a0€, \d{4} m\. [a-ząčęėįšųūž]+ \d{1,2} d\.$/,
    );
    expect(screen.queryByText(/PRIZE-/)).toBeNull();
    const steps = within(screen.getByRole('list', { name: lt['campaign-ui'].steps.label })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    cleanup();
    await renderApp('/6000prizu', { loggedInAs: '61234569' });
    expect(await screen.findByText(prize.transactions.empty.replace(/\s+/g, ' '), {}, LOAD)).toBeVisible();
  });
});

describe('the refill result page with the refill campaign (/refill/success?campaignName=prize)', () => {
  it('a voucher refill during the campaign takes part: the result offers the roll for it', async () => {
    const view = await renderApp('/papildymas');
    await userEvent.click(await screen.findByRole('tab', { name: lt.enums.RefillTab.Voucher }, LOAD));
    const panel = within(screen.getByRole('tabpanel'));
    await userEvent.type(
      await panel.findByRole('textbox', { name: new RegExp(`^${lt.forms['refill-voucher'].phone.label}`) }, LOAD),
      '61234567',
    );
    await userEvent.type(panel.getByRole('textbox', { name: new RegExp(`^${lt.forms['refill-voucher'].code.label}`) }), '1234567890123');
    await userEvent.click(panel.getByRole('button', { name: lt.forms['refill-voucher'].submit }));
    const campaign = within(await screen.findByRole('region', { name: prize.title }, LOAD));
    expect(new URLSearchParams(view.router.state.location.search).get('campaignName')).toBe('prize');
    expect(campaign.getByText(prize.states.ready.title)).toBeVisible();
    expect(campaign.getByRole('link', { name: prize.actions.play })).toHaveAttribute('href', '/6000prizu/zaidimas?transactionId=V1001');
  });

  it('shows the campaign result state of a refill already played, leading to its result', async () => {
    await spunBefore('PRIZE-PHYSICAL');
    await renderApp('/refill/success?transactionId=PRIZE-PHYSICAL&campaignName=prize&phone=61234567&amount=10.00');
    const campaign = within(await screen.findByRole('region', { name: prize.title }, LOAD));
    expect(campaign.getByText(prize.results['laimetas-fizinis-prizas'].title)).toBeVisible();
    expect(campaign.getByRole('link', { name: prize.actions.result })).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=PRIZE-PHYSICAL',
    );
    expect(campaign.queryByRole('link', { name: prize.actions.play })).toBeNull();
  });

  it('offers the roll for a refill not played yet, and when its state cannot be read', async () => {
    await renderApp('/refill/success?transactionId=PRIZE-PLAN&campaignName=prize&phone=61234567&amount=10.00');
    const campaign = within(await screen.findByRole('region', { name: prize.title }, LOAD));
    expect(campaign.getByRole('link', { name: prize.actions.play })).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas?transactionId=PRIZE-PLAN',
    );
    cleanup();
    server.use(
      http.get(`${API_BASE}/campaign/transactions/:id`, () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/refill/success?transactionId=PRIZE-VAS&campaignName=prize&phone=61234567&amount=10.00');
    expect(
      within(await screen.findByRole('region', { name: prize.title }, LOAD)).getByRole('link', { name: prize.actions.play }),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
