// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';
import { at, enrolled, expectFieldError, expectPopup, LOAD, text } from './helpers';

useSandboxServer();
afterEach(cleanup);

const form = lt.forms['registration-identification'];
const POLL = { timeout: 20_000 };

describe('registration identification: methods, control code and polling, results', { timeout: 60_000 }, () => {
  it('lists the API methods; Smart-ID needs a valid personal code at the field', async () => {
    const guid = await enrolled();
    await renderApp(`/reg/identifikavimo-budai?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: new RegExp(form.schema.label) }, LOAD);
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['Smart-ID', 'Mobilusis parašas', 'Elektroninė bankininkystė'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Smart-ID' }));
    const personal = await screen.findByRole('textbox', { name: new RegExp(form.personalNumber.label) }, LOAD);
    await user.type(personal, '12345');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expectFieldError(personal, lt.validation.PersonCodeFormat);
    expect(personal).toHaveFocus();
  });

  it('Smart-ID: shows the control code, polls and lands on the status with the next step (a password)', async () => {
    const guid = await enrolled();
    const view = await renderApp(`/reg/identifikavimo-budai?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Smart-ID' }, LOAD));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(form.personalNumber.label) }, LOAD), '39001011234');
    await user.click(screen.getByRole('button', { name: form.submit }));
    const query = await at(view, '/reg/identifikavimas');
    expect(Object.fromEntries(query)).toEqual({ msisdn: '61234580', guid, schema: 'smart-id', useDirect: 'false' });
    // the sandbox's control code for 61234580: 1000 + 61234580 % 9000
    const code = (await screen.findByText(text('registration', 'identification.controlCode'), {}, LOAD)).closest('dl')!;
    expect(within(code).getByRole('definition')).toHaveTextContent(String(1000 + (61234580 % 9000)));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(text('registration', 'identification.waiting'));
    const status = await at(view, '/reg/busena');
    await screen.findByRole('heading', { level: 2, name: text('registration', 'result.success.title') }, POLL);
    expect(status.get('status')).toBe('success');
    expect(status.get('workflowId')).toMatch(/^wf-/);
    expect(screen.getByRole('link', { name: text('registration', 'done.password') })).toHaveAttribute(
      'href',
      `/registracija/slaptazodzio-ivedimas?msisdn=61234580&guid=${guid}`,
    );
    // Google is enabled in the sandbox, Facebook not: the social way is offered, and names Google alone
    expect(screen.getByRole('link', { name: 'Jungtis per Google' })).toBeInTheDocument();
  }, 60_000);

  it('bank: the bank comes back to the identity confirmation, which offers the last step', async () => {
    const guid = await enrolled();
    const view = await renderApp(`/reg/identifikavimo-budai?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Elektroninė bankininkystė' }, LOAD));
    expect(screen.queryByRole('textbox', { name: new RegExp(form.personalNumber.label) })).toBeNull();
    await user.click(screen.getByRole('button', { name: form.submit }));
    const query = await at(view, '/reg/patvirtinimas');
    expect(query.get('success')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'result.success.title') }, LOAD)).toBeInTheDocument();
  });

  it('identity confirmation reads success in any case (a bank answering "True")', async () => {
    const guid = await enrolled();
    await fetch(`${API_BASE}/registration/identification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234580', guid, schema: 'bank' }),
    });
    await renderApp(`/reg/patvirtinimas?msisdn=61234580&guid=${guid}&schema=bank&success=True`);
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'result.success.title') }, LOAD)).toBeInTheDocument();
  });

  it('identity confirmation: success=false offers another method; a link without a registration starts again', async () => {
    await renderApp('/reg/patvirtinimas?msisdn=61234580&guid=reg-x&schema=bank&success=false');
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'result.failure.title') }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('registration', 'result.otherMethod') })).toHaveAttribute(
      'href',
      '/reg/identifikavimo-budai?msisdn=61234580&guid=reg-x',
    );
    cleanup();
    await renderApp('/reg/patvirtinimas?schema=bank&success=true');
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'result.invalid.title') }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('registration', 'result.startAgain') })).toHaveAttribute('href', '/registruotis');
  });

  it('identification opened without a started identification offers to choose the method', async () => {
    await renderApp('/reg/identifikavimas?msisdn=61234580&guid=reg-x&schema=smart-id&useDirect=false');
    expect(
      await screen.findByRole('heading', { level: 2, name: text('registration', 'identification.notStarted.title') }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('registration', 'identification.chooseMethod') })).toHaveAttribute(
      'href',
      '/reg/identifikavimo-budai?msisdn=61234580&guid=reg-x',
    );
  });

  it('the method and identification steps opened without a registration say so under their heading and start again', async () => {
    const steps = [
      ['/reg/identifikavimo-budai', 'RegistrationIdentificationMethods'],
      ['/reg/identifikavimas?schema=smart-id', 'RegistrationIdentification'],
      ['/reg/identifikavimas?guid=reg-x&schema=smart-id', 'RegistrationIdentification'],
    ] as const;
    for (const [path, key] of steps) {
      const view = await renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 2, name: text('registration', 'result.invalid.title') }, LOAD),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: text('routes', `${key}.title`) })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: text('registration', 'result.startAgain') })).toHaveAttribute('href', '/registruotis');
      expect(view.router.state.location.pathname).toBe(path.split('?')[0]); // it stays: the visitor sees why
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('status failure offers another try; a pending status with its workflowId is polled to its result', async () => {
    await renderApp('/reg/busena?msisdn=61234580&schema=mobile-id&status=failure&guid=reg-x&workflowId=wf-1');
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'result.failure.title') }, LOAD)).toBeInTheDocument();
    cleanup();

    const guid = await enrolled();
    const started = await fetch(`${API_BASE}/registration/identification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234580', guid, schema: 'mobile-id', personalNumber: '39001011234' }),
    });
    const { workflowId } = (await started.json()) as { workflowId: string };
    const view = await renderApp(`/reg/busena?msisdn=61234580&schema=mobile-id&status=pending&guid=${guid}&workflowId=${workflowId}`);
    expect(await within(screen.getByRole('main')).findByRole('status', {}, LOAD)).toHaveTextContent(
      text('registration', 'identification.waiting'),
    );
    await screen.findByRole('heading', { level: 2, name: text('registration', 'result.success.title') }, POLL);
    expect(new URLSearchParams(view.router.state.location.search).get('status')).toBe('success');
  }, 60_000);

  it('the methods fall back to the form options when the API fails, and a failed start shows its text', async () => {
    server.use(
      http.get(`${API_BASE}/registration/identification-methods`, () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/reg/identifikavimo-budai?msisdn=61234580&guid=reg-unknown');
    await expectPopup(lt.exceptions.InternalServerErrorException);
    await userEvent.click(screen.getByRole('button', { name: lt.common.modal.close }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: form.schema.options.bank }, LOAD));
    await user.click(screen.getByRole('button', { name: form.submit }));
    await expectPopup(lt.exceptions.RegistrationNotFoundException);
  });
});
