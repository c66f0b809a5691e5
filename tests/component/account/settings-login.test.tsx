// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { renderApp, sandbox, server, useSandboxServer } from '../harness';
import { a, expectPopup, expectSuccess, failing, fill, LOAD, PREPAID, region } from './helpers';

useSandboxServer();
afterEach(cleanup);

const f = lt.forms['password-change'];
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const passwordRegion = () => region(a.login.changePassword);

describe('Settings: login information and the password change (core §2, §5 password)', { timeout: 60_000 }, () => {
  it('shows the login name and, at the tab hash #slaptazodzio-keitimas, focuses the password form', async () => {
    await renderApp(href('SettingsLoginInfo'), { loggedInAs: PREPAID });
    const section = await passwordRegion();
    expect(section).toHaveAttribute('id', 'slaptazodzio-keitimas');
    await waitFor(() => expect(section).toHaveFocus());
    expect(screen.getByText(a.login.name).nextElementSibling).toHaveTextContent(PREPAID);
    const current = await within(section).findByLabelText(new RegExp(`^${f.currentPassword.label}`), { selector: 'input' }, LOAD);
    expect(current).toHaveAttribute('maxlength', '128');
    expect(current).toHaveAttribute('type', 'password');
    // Each password field has its show/hide toggle (core §5).
    expect(within(section).getAllByRole('button', { name: lt.common.password.show })).toHaveLength(3);
  });

  it("opens the tab at its anchor from Settings itself, and puts the anchor in the page's own language", async () => {
    Element.prototype.scrollIntoView = vi.fn(); // jsdom has no layout
    const view = await renderApp('/pagrindinis/nustatymai#slaptazodzio-keitimas', { loggedInAs: PREPAID });
    const section = await passwordRegion();
    await waitFor(() => expect(section).toHaveFocus());
    const { pathname, hash } = view.router.state.location;
    expect(`${pathname}${hash}`).toBe('/pagrindinis/nustatymai/prisijungimo-informacija#slaptazodzio-keitimas');
    cleanup();

    const english = await renderApp('/en/dashboard/settings/login-details#slaptazodzio-keitimas', { loggedInAs: PREPAID });
    const englishSection = await screen.findByRole('region', { name: en.account.login.changePassword }, LOAD);
    expect(englishSection).toHaveAttribute('id', 'change-password');
    await waitFor(() => expect(englishSection).toHaveFocus());
    expect(english.router.state.location.hash).toBe('#change-password');
  });

  it('checks the rule and the repeat at their fields, focusing the first wrong one', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsLoginInfo').split('#')[0]!, { loggedInAs: PREPAID });
    const section = await passwordRegion();
    await within(section).findByLabelText(new RegExp(`^${f.currentPassword.label}`), { selector: 'input' }, LOAD);
    await user.type(field(f.currentPassword.label), 'Demo1234');
    await user.type(field(f.newPassword.label), 'silpnas');
    await user.type(field(f.repeatPassword.label), 'kitoks');
    await user.click(within(section).getByRole('button', { name: f.submit }));
    await waitFor(() => expect(field(f.newPassword.label)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(f.newPassword.label)).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PasswordFormat));
    expect(field(f.newPassword.label)).toHaveFocus();
    expect(field(f.repeatPassword.label)).toHaveAccessibleDescription(expect.stringContaining(lt.validation.PasswordRepeatMismatch));
    expect(world().subscribers.get(PREPAID)!.password).toBe('Demo1234');
  });

  it('changes the password: the success modal, empty fields, and the new password works', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsLoginInfo'), { loggedInAs: PREPAID });
    const section = await passwordRegion();
    await within(section).findByLabelText(new RegExp(`^${f.currentPassword.label}`), { selector: 'input' }, LOAD);
    await user.type(field(f.currentPassword.label), 'Demo1234');
    await user.type(field(f.newPassword.label), 'Naujas2026');
    await user.type(field(f.repeatPassword.label), 'Naujas2026');
    await user.click(within(section).getByRole('button', { name: f.submit }));
    const modal = await expectSuccess(a.login.changed);
    expect(world().subscribers.get(PREPAID)!.password).toBe('Naujas2026');
    await waitFor(() => expect(field(f.currentPassword.label)).toHaveValue(''));
    // The form that opened the dialog was replaced (emptied): closing it leaves the keyboard in the page's main
    // landmark, not at the top of the document.
    await user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('shows a wrong current password as the API says, keeping everything typed', async () => {
    const user = userEvent.setup();
    await renderApp(href('SettingsLoginInfo'), { loggedInAs: PREPAID });
    const section = await passwordRegion();
    await within(section).findByLabelText(new RegExp(`^${f.currentPassword.label}`), { selector: 'input' }, LOAD);
    await user.type(field(f.currentPassword.label), 'Neteisingas1');
    await user.type(field(f.newPassword.label), 'Naujas2026');
    await user.type(field(f.repeatPassword.label), 'Naujas2026');
    await user.click(within(section).getByRole('button', { name: f.submit }));
    await expectPopup(lt.exceptions.InvalidPasswordException);
    const hidden = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    expect(hidden(f.currentPassword.label)).toHaveValue('Neteisingas1');
    expect(hidden(f.newPassword.label)).toHaveValue('Naujas2026');
    expect(world().subscribers.get(PREPAID)!.password).toBe('Demo1234');
    // Said at the field too, which stays marked while another field is edited and clears once it is retyped.
    const current = hidden(f.currentPassword.label);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(expect.stringContaining(lt.validation.CurrentPasswordWrong));
    const popup = screen.getByRole('alertdialog', { name: lt.common.errorModal.title });
    await user.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    // Focus is at the field: the popup opened when the field was already focused for its message.
    await waitFor(() => expect(current).toHaveFocus());
    await user.type(hidden(f.newPassword.label), '1');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await user.type(current, 'x');
    await waitFor(() => expect(current).not.toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('Settings: login history (core §2 prisijungimu-istorija)', { timeout: 60_000 }, () => {
  const h = a.history;
  const table = () => screen.findByRole('table', { name: h.caption }, LOAD);

  it('lists the logins with date, time, method, device and result, newest first, ten to a page', async () => {
    await renderApp(href('SettingsLoginHistory'), { loggedInAs: PREPAID });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    // The login the test made (web, through the sandbox) first, then the seeded ones.
    expect(within(rows[0]!).getByText(h.channels.web)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(h.success)).toBeInTheDocument();
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^\d{2}:\d{2}$/);
    expect(within(rows[1]!).getByText('Chrome 131 · Windows 11')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(h.failure)).toBeInTheDocument();
    expect(within(rows[3]!).getByText(h.channels.app)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: h.pages });
    expect(within(pages).getByRole('status')).toHaveTextContent(fill(h.pageOf, { page: 1, pages: 3 }));
    expect(within(pages).queryByRole('link', { name: h.newer })).toBeNull();
    expect(within(pages).getByRole('link', { name: h.older })).toHaveAttribute('href', `${href('SettingsLoginHistory')}?page=2`);
  });

  it('pages through the history and says which page it shows', async () => {
    const user = userEvent.setup();
    const view = await renderApp(href('SettingsLoginHistory'), { loggedInAs: PREPAID });
    await table();
    await user.click(within(screen.getByRole('navigation', { name: h.pages })).getByRole('link', { name: h.older }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    const pages = screen.getByRole('navigation', { name: h.pages });
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent(fill(h.pageOf, { page: 2, pages: 3 })));
    expect(within(pages).getByRole('link', { name: h.newer })).toHaveAttribute('href', `${href('SettingsLoginHistory')}?page=1`);
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
  });

  it('says so when the history fails, and is in English too', async () => {
    failing('get', '/profile/login-history');
    const first = await renderApp(href('SettingsLoginHistory'), { loggedInAs: PREPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByText(a.unavailable, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();
    await renderApp(href('SettingsLoginHistory', {}, 'en'), { loggedInAs: PREPAID });
    expect(await screen.findByRole('table', { name: en.account.history.caption }, LOAD)).toHaveTextContent(en.account.history.channels.web);
  });
});
