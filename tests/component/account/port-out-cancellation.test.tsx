// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { dayFromToday } from '@/features/account/port-out/port-out-data';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { a, expectPopup, expectSuccess, failing, fill, LOAD, POSTPAID, PREPAID, region } from './helpers';

useSandboxServer();
afterEach(cleanup);

const o = a.portOut;
const f = lt.forms['port-out-request'];
const world = () => sandbox.context.world(new Request('http://localhost/api'));

describe('Port-out (core §2 /pagrindinis/numerio-perkelimas)', { timeout: 60_000 }, () => {
  it('explains it, shows the code when there is one, and issues a new code (also by SMS)', async () => {
    const user = userEvent.setup();
    await renderApp(href('PortOut'), { loggedInAs: POSTPAID });
    expect(await region(o.aboutTitle)).toHaveTextContent(o.aboutBalance);
    const code = screen.getByRole('region', { name: o.codeTitle });
    const old = within(code).getByText(/^[A-Z0-9]{8}$/).textContent;
    await user.click(within(code).getByRole('button', { name: o.newCode }));
    await waitFor(() => expect(within(code).getByText(/^[A-Z0-9]{8}$/).textContent).not.toBe(old));
    const issued = within(code).getByText(/^[A-Z0-9]{8}$/).textContent!;
    expect(within(code).getByRole('status')).toHaveTextContent(fill(o.codeSent, { code: issued }));
    expect(world().auth.outbox.at(-1)).toMatchObject({ kind: 'sms', to: POSTPAID });
    expect(world().auth.outbox.at(-1)!.text).toContain(issued);
  });

  it('says there is no code yet and gets one', async () => {
    const user = userEvent.setup();
    await renderApp(href('PortOut'), { loggedInAs: PREPAID });
    const code = await region(o.codeTitle);
    expect(within(code).getByText(o.noCode)).toBeInTheDocument();
    await user.click(within(code).getByRole('button', { name: o.getCode }));
    expect(await within(code).findByText(/^[A-Z0-9]{8}$/)).toBeInTheDocument();
  });

  it('checks the request form at its fields (required, the 3-30 day window), then submits and withdraws it', async () => {
    const user = userEvent.setup();
    await renderApp(href('PortOut'), { loggedInAs: PREPAID });
    const request = await region(o.requestTitle);
    const submit = await within(request).findByRole('button', { name: f.submit }, LOAD);
    await user.click(submit);
    const operator = within(request).getByRole('combobox', { name: new RegExp(f.recipientOperator.label) });
    await waitFor(() => expect(operator).toHaveAttribute('aria-invalid', 'true'));
    expect(operator).toHaveFocus();
    const date = within(request).getByLabelText(new RegExp(f.portingDate.label), { selector: 'input' });
    expect(date).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));

    await user.selectOptions(operator, f.recipientOperator.options.telia);
    await user.type(date, dayFromToday(1));
    await user.click(within(request).getByRole('checkbox', { name: new RegExp(f.agreement.label) }));
    await user.click(submit);
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PortingDateRange)));
    expect(date).toHaveFocus();

    await user.clear(date);
    const chosen = dayFromToday(10);
    await user.type(date, chosen);
    await user.click(submit);
    const modal = await expectSuccess(o.submitted.split('{{')[0]!);
    expect(world().portOut.get(PREPAID)!.request).toMatchObject({ recipientOperator: 'telia', status: 'submitted' });
    await user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    expect(within(request).getByText(o.statuses.submitted)).toBeInTheDocument();
    expect(within(request).getByText(f.recipientOperator.options.telia)).toBeInTheDocument();

    await user.click(within(request).getByRole('button', { name: o.withdraw }));
    const ask = await screen.findByRole('alertdialog', { name: o.withdrawTitle });
    await user.click(within(ask).getByRole('button', { name: o.withdrawConfirm }));
    await expectSuccess(o.withdrawn);
    expect(world().portOut.get(PREPAID)!.request).toBeNull();
  });

  it("shows the API's refusal and keeps the form as typed", async () => {
    const user = userEvent.setup();
    failing('post', '/port-out/request');
    await renderApp(href('PortOut'), { loggedInAs: PREPAID });
    const request = await region(o.requestTitle);
    const submit = await within(request).findByRole('button', { name: f.submit }, LOAD);
    await user.selectOptions(
      within(request).getByRole('combobox', { name: new RegExp(f.recipientOperator.label) }),
      f.recipientOperator.options.bite,
    );
    await user.type(within(request).getByLabelText(new RegExp(f.portingDate.label), { selector: 'input' }), dayFromToday(5));
    await user.click(within(request).getByRole('checkbox', { name: new RegExp(f.agreement.label) }));
    await user.click(submit);
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(screen.getByRole('combobox', { name: new RegExp(f.recipientOperator.label), hidden: true })).toHaveDisplayValue(
      f.recipientOperator.options.bite,
    );
    expect(screen.getByLabelText(new RegExp(f.portingDate.label), { selector: 'input' })).toHaveValue(dayFromToday(5));
  });

  it('a date the API refuses is said at the date field too, which keeps it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/port-out/request', () =>
        HttpResponse.json({ Exception: 'InvalidPortingDateException', Arguments: ['2026-12-01', '2026-12-28'] }, { status: 400 }),
      ),
    );
    await renderApp(href('PortOut'), { loggedInAs: PREPAID });
    const request = await region(o.requestTitle);
    const date = await fillRequest(user, request);
    await expectPopup('2026-12-01');
    await user.click(screen.getByRole('button', { name: lt.common.modal.close }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PortingDateRange));
    expect(date).toHaveValue(dayFromToday(5));
  });

  it('a request made elsewhere meanwhile (another tab) is shown, with its withdrawal, once the API says it exists', async () => {
    const user = userEvent.setup();
    const view = await renderApp(href('PortOut'), { loggedInAs: PREPAID });
    const request = await region(o.requestTitle);
    await within(request).findByRole('button', { name: f.submit }, LOAD);
    const made = await fetch(`${API_BASE}/port-out/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${view.services.session.token}` },
      body: JSON.stringify({ recipientOperator: 'tele2', portingDate: dayFromToday(6), agreement: true }),
    });
    expect(made.ok).toBe(true);
    await fillRequest(user, request);
    await expectPopup(lt.exceptions.PortOutRequestExistsException);
    await user.click(screen.getByRole('button', { name: lt.common.modal.close }));
    expect(await within(await region(o.requestTitle)).findByRole('button', { name: o.withdraw }, LOAD)).toBeInTheDocument();
  });
});

describe('Plan cancellation (core §2 /pagrindinis/planu-atsisakymas)', { timeout: 60_000 }, () => {
  const c = a.cancellation;

  it('lists the active plans and services with price and renewal; cancels one after confirming its effective date', async () => {
    const user = userEvent.setup();
    await renderApp(href('PlansCancellation'), { loggedInAs: PREPAID });
    const plans = await region(c.plans);
    const items = within(plans).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['20 GB 30 d.', 'Neriboti pokalbiai']);
    expect(items[0]).toHaveTextContent(fill(c.price, { price: '7,99 €' }));
    const services = screen.getByRole('region', { name: c.services });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Balso paštas', 'Tarptinklinis ryšys už ES ribų']);

    await user.click(within(items[0]!).getByRole('button', { name: `${c.cancel} 20 GB 30 d.` }));
    const ask = await screen.findByRole('alertdialog', { name: fill(c.confirmTitle, { name: '20 GB 30 d.' }) });
    const effective = ask.textContent!.match(/iki (\d{4} m\. \S+ \d+ d\.)/)![1]!;
    await user.click(within(ask).getByRole('button', { name: c.confirm }));
    await expectSuccess(fill(c.done, { name: '20 GB 30 d.', date: effective }));
    expect(world().subscriptions.cancellations.get(PREPAID)!.has(22)).toBe(true);
    expect(within(items[0]!).getByText(fill(c.cancelled, { date: effective }))).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: new RegExp(c.cancel) })).toBeNull();
  });

  it('cannot cancel a contract plan here, and shows failures', async () => {
    const user = userEvent.setup();
    failing('post', '/price-plan/subscriptions/:planId/cancellation');
    await renderApp(href('PlansCancellation'), { loggedInAs: POSTPAID });
    const plans = await region(c.plans);
    expect(within(plans).getByText(c.notCancellable)).toBeInTheDocument();
    expect(within(plans).queryByRole('button')).toBeNull();
    const services = screen.getByRole('region', { name: c.services });
    await user.click(within(services).getByRole('button', { name: `${c.cancel} Balso paštas` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: c.confirm }));
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(world().subscriptions.cancellations.get(POSTPAID)).toBeUndefined();
  });

  it('says when there is nothing to cancel, in English too', async () => {
    await renderApp(href('PlansCancellation', {}, 'en'), { loggedInAs: '61234576' });
    expect(await screen.findByText(en.account.cancellation.noPlans, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(en.account.cancellation.noServices)).toBeInTheDocument();
  });
});

describe('Number registration dashboard (core §2 /pagrindinis/numerio-registracija)', { timeout: 60_000 }, () => {
  const g = a.registration;

  it('shows a registered number with how and when, and one still to register with its deadline and the way to do it', async () => {
    const first = await renderApp(href('NumberRegistration'), { loggedInAs: PREPAID });
    const state = await region(g.state);
    expect(within(state).getByText(g.statuses.registered)).toBeInTheDocument();
    expect(within(state).getByText(g.methods['smart-id'])).toBeInTheDocument();
    expect(within(state).queryByRole('link')).toBeNull();
    first.unmount();
    await renderApp(href('NumberRegistration'), { loggedInAs: '61234572' });
    const unregistered = await region(g.state);
    expect(within(unregistered).getByText(g.statuses.unregistered)).toBeInTheDocument();
    expect(within(unregistered).getByText(g.deadline)).toBeInTheDocument();
    // The way to do it: the registration steps from their start, with the number filled in.
    await userEvent.click(within(unregistered).getByRole('link', { name: g.register }));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.RegistrationEnrollment.title }, LOAD)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('61234572', {}, LOAD)).toBeInTheDocument();
  });

  it('keeps its side navigation entry disabled, and says when the state fails to load', async () => {
    failing('get', '/user-information/number-registration');
    await renderApp(href('NumberRegistration'), { loggedInAs: PREPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByText(a.unavailable, {}, LOAD)).toBeInTheDocument();
    const entry = screen.getByRole('link', { name: new RegExp(lt.common.sideNav.numberRegistration), hidden: true });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
  });
});

/** Fills the port-out request form (Bitė, five days ahead, agreed) and sends it; the date field. */
async function fillRequest(user: ReturnType<typeof userEvent.setup>, request: HTMLElement): Promise<HTMLElement> {
  const submit = await within(request).findByRole('button', { name: f.submit }, LOAD);
  await user.selectOptions(
    within(request).getByRole('combobox', { name: new RegExp(f.recipientOperator.label) }),
    f.recipientOperator.options.bite,
  );
  const date = within(request).getByLabelText(new RegExp(f.portingDate.label), { selector: 'input' });
  await user.type(date, dayFromToday(5));
  await user.click(within(request).getByRole('checkbox', { name: new RegExp(f.agreement.label) }));
  await user.click(submit);
  return date;
}
