// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href } from '@/shared/routing/paths';
import { renderApp, sandbox, useSandboxServer } from '../harness';
import { a, expectPopup, expectSuccess, failing, fill, LOAD, POSTPAID, PREPAID, region } from './helpers';

useSandboxServer();
afterEach(cleanup);

const p = a.personal;
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const emailField = () => screen.findByRole('textbox', { name: new RegExp(lt.forms['personal-information'].email.label) }, LOAD);

describe('Settings: tabs and personal information (core §2, §3 profile, §7 profile and consent calls)', { timeout: 60_000 }, () => {
  it('shows the first tab at /pagrindinis/nustatymai and marks it current among the four tab links', async () => {
    await renderApp(href('Settings'), { loggedInAs: PREPAID });
    await region(p.details);
    const tabs = screen.getByRole('navigation', { name: a.settings.tabsLabel });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      lt.routes.SettingsPersonalInfo.title,
      lt.routes.SettingsPaymentCards.title,
      lt.routes.SettingsLoginInfo.title,
      lt.routes.SettingsLoginHistory.title,
    ]);
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent(lt.routes.SettingsPersonalInfo.title);
    // The login information tab opens at its top; only the reminder's link carries the form's hash.
    expect(links[2]).toHaveAttribute('href', '/pagrindinis/nustatymai/prisijungimo-informacija');
    expect(screen.getByRole('heading', { level: 2, name: lt.routes.SettingsPersonalInfo.title })).toBeInTheDocument();
  });

  it('shows the profile, a confirmed address, the consents as switches and the newsletter', async () => {
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const details = await region(p.details);
    expect(within(details).getByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(details).getByText('+370 612 34567')).toBeInTheDocument();
    expect(within(details).getByText('ruta.kazlauskiene@example.lt')).toBeInTheDocument();
    expect(within(details).getByText(p.emailConfirmed)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: p.resend })).toBeNull();
    expect(await emailField()).toHaveValue('ruta.kazlauskiene@example.lt');

    const consents = screen.getByRole('region', { name: p.consents });
    const marketing = within(consents).getByRole('switch', { name: 'Tiesioginė rinkodara' });
    expect(marketing).toHaveAttribute('aria-checked', 'true');
    expect(marketing).toHaveAccessibleDescription('Sutinku gauti pasiūlymus SMS ir el. paštu.');
    expect(within(consents).getByRole('switch', { name: 'Srauto ir vietos duomenys' })).toHaveAttribute('aria-checked', 'false');
    expect(within(consents).getByRole('switch', { name: 'Partnerių pasiūlymai' })).toHaveAttribute('aria-checked', 'false');
    const newsletter = screen.getByRole('region', { name: p.newsletter });
    expect(within(newsletter).getByRole('switch', { name: p.newsletterLabel })).toHaveAttribute('aria-checked', 'true');
  });

  it('changes the e-mail address: saved, the confirmation sent, the state shown as not confirmed', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const email = await emailField();
    await user.clear(email);
    await user.type(email, 'ruta.nauja@example.lt');
    await user.click(screen.getByRole('button', { name: lt.forms['personal-information'].submit }));
    const modal = await expectSuccess(fill(p.savedEmail, { email: 'ruta.nauja@example.lt' }));
    const subscriber = world().subscribers.get(PREPAID)!;
    expect(subscriber.email).toBe('ruta.nauja@example.lt');
    expect(world().auth.outbox.at(-1)).toMatchObject({ kind: 'email', to: 'ruta.nauja@example.lt' });
    await user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    const details = screen.getByRole('region', { name: p.details });
    expect(within(details).getByText('ruta.nauja@example.lt')).toBeInTheDocument();
    expect(within(details).getByText(p.emailNotConfirmed)).toBeInTheDocument();
  });

  it('says the address is saved but its confirmation not sent when only the sending fails, offering to send again', async () => {
    const user = userEvent.setup();
    failing('post', '/profile/email/validate/send');
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const email = await emailField();
    await user.clear(email);
    await user.type(email, 'ruta.kita@example.lt');
    await user.click(screen.getByRole('button', { name: lt.forms['personal-information'].submit }));
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(world().subscribers.get(PREPAID)!.email).toBe('ruta.kita@example.lt');
    const contacts = screen.getByRole('region', { name: p.contacts });
    expect(within(contacts).getByRole('status')).toHaveTextContent(fill(p.savedEmailNotSent, { email: 'ruta.kita@example.lt' }));
    expect(screen.queryByRole('dialog', { name: lt.common.successModal.title })).toBeNull();
    const details = screen.getByRole('region', { name: p.details });
    expect(within(details).getByText(p.emailNotConfirmed)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: p.resend })).toBeInTheDocument();
  });

  it('puts a bad address at its field with focus, and keeps what was typed when the server fails', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const email = await emailField();
    await user.clear(email);
    await user.type(email, 'ruta@example');
    await user.click(screen.getByRole('button', { name: lt.forms['personal-information'].submit }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(lt.validation.EmailFormat));
    expect(email).toHaveFocus();

    failing('put', '/profile/user');
    await user.clear(email);
    await user.type(email, 'ruta@example.lt');
    await user.click(screen.getByRole('button', { name: lt.forms['personal-information'].submit }));
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(screen.getByRole('textbox', { name: new RegExp(lt.forms['personal-information'].email.label), hidden: true })).toHaveValue(
      'ruta@example.lt',
    );
    expect(world().subscribers.get(PREPAID)!.email).toBe('ruta.kazlauskiene@example.lt');
  });

  it('sends the confirmation again for an address that is not confirmed, and says so', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: POSTPAID });
    const details = await region(p.details);
    expect(within(details).getByText(p.emailNotConfirmed)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: p.resend }));
    expect(await within(details).findByRole('status')).toHaveTextContent(
      fill(p.confirmationSent, { email: 'tomas.petrauskas@example.lt' }),
    );
    expect(world().auth.outbox.at(-1)).toMatchObject({ kind: 'email', to: 'tomas.petrauskas@example.lt' });
  });

  it('switches a consent and the newsletter at once, and announces each', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const consents = await region(p.consents);
    const partners = within(consents).getByRole('switch', { name: 'Partnerių pasiūlymai' });
    await user.click(partners);
    await waitFor(() => expect(partners).toHaveAttribute('aria-checked', 'true'));
    expect(within(consents).getByRole('status')).toHaveTextContent(fill(p.consentOn, { title: 'Partnerių pasiūlymai' }));
    expect(world().consents.get(PREPAID)).toMatchObject({ ThirdParty: true });

    const newsletter = screen.getByRole('region', { name: p.newsletter });
    const toggle = within(newsletter).getByRole('switch', { name: p.newsletterLabel });
    // Its label toggles it too.
    await user.click(within(newsletter).getByText(p.newsletterLabel));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(within(newsletter).getByRole('status')).toHaveTextContent(p.newsletterOff);
    expect(world().newsletter.has('ruta.kazlauskiene@example.lt')).toBe(false);
  });

  it('keeps a switch as it was when saving fails, with the error popup', async () => {
    const user = userEvent.setup();
    failing('put', '/consent/consents');
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    const consents = await region(p.consents);
    const marketing = within(consents).getByRole('switch', { name: 'Tiesioginė rinkodara' });
    await user.click(marketing);
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(within(consents).getByRole('switch', { name: 'Tiesioginė rinkodara', hidden: true })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows what loaded when the consents fail, and says the rest is unavailable', async () => {
    failing('get', '/consent/consents');
    await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    // The popup opens from the loader, before the page; the page behind it is inert, hence `hidden`.
    const consents = await screen.findByRole('region', { name: p.consents, hidden: true }, LOAD);
    expect(within(consents).getByText(a.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: p.details, hidden: true })).toHaveTextContent('Rūta Kazlauskienė');
  });

  it('sends a 401 on the profile to Login with the tab as returnUrl', async () => {
    failing('get', '/profile/v2/user', 401);
    const view = await renderApp(href('SettingsPersonalInfo'), { loggedInAs: PREPAID });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('Login')), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe(href('SettingsPersonalInfo'));
  });

  it('is in English and Russian too', async () => {
    const first = await renderApp(href('SettingsPersonalInfo', {}, 'en'), { loggedInAs: PREPAID });
    expect(await region(en.account.personal.details)).toHaveTextContent(en.account.personal.emailConfirmed);
    expect(screen.getByRole('navigation', { name: en.account.settings.tabsLabel })).toBeInTheDocument();
    first.unmount();
    await renderApp(href('SettingsPersonalInfo', {}, 'ru'), { loggedInAs: PREPAID });
    expect(await region(ru.account.personal.consents)).toHaveTextContent('Прямой маркетинг');
  });
});
