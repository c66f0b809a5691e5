// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { sandbox, server, useSandboxServer } from '../harness';
import { renderWithFooter } from './render-shell';

useSandboxServer();
afterEach(cleanup);
// jsdom does not lay out, so it has no scrollIntoView (following a link to #naujienlaiskis scrolls to it).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const section = () => screen.getByRole('region', { name: lt.footer.newsletter.title });
const emailField = () =>
  within(section()).findByRole('textbox', { name: new RegExp(lt.forms.newsletter.email.label) }, { timeout: 10_000 });
const submit = () => within(section()).getByRole('button', { name: lt.forms.newsletter.submit });
const intro = () => within(section()).queryByText(lt.shell.newsletter.intro);
const world = () => sandbox.context.world(new Request('http://localhost/api'));

async function showForm() {
  await renderWithFooter('/papildymas');
  return emailField();
}

describe('newsletter signup in the footer (campaign seed §3-§5, §7, §8)', () => {
  it('has the field and its button at once; using the field opens the intro, which appears in steps', async () => {
    const field = await showForm();
    expect(submit()).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(lt.forms.newsletter.email.help);
    expect(intro()).toBeNull();
    await userEvent.click(field);
    const opened = intro()!;
    expect(opened).toBeVisible();
    expect(field).toHaveAccessibleDescription(`${lt.forms.newsletter.email.help} ${lt.shell.newsletter.intro}`);
    // The reveal's timing comes from constants.newsletterAnimation.
    expect(opened.style.getPropertyValue('--reveal-step')).toBe('200ms');
    expect(opened.style.getPropertyValue('--reveal-offset')).toBe('40px');
  });

  it('says at the field that an e-mail is needed, then that it is not valid, and keeps what was typed', async () => {
    const field = await showForm();
    await userEvent.click(submit());
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(lt.validation.NewsletterEmptyEmail)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'vardas@pastas');
    await userEvent.click(submit());
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(lt.validation.NewsletterInvalidEmail)));
    expect(field).toHaveValue('vardas@pastas');
    expect(world().newsletter.has('vardas@pastas')).toBe(false);
  });

  it('subscribes a good address and says so', async () => {
    const field = await showForm();
    await userEvent.type(field, '  Naujas.Skaitytojas@example.lt ');
    await userEvent.click(submit());
    const done = await within(section()).findByRole('status');
    expect(done).toHaveTextContent(lt.shell.newsletter.successTitle);
    expect(done).toHaveTextContent(lt.shell.newsletter.success.replace('{{email}}', 'Naujas.Skaitytojas@example.lt'));
    await waitFor(() => expect(done).toHaveFocus());
    expect(world().newsletter.has('naujas.skaitytojas@example.lt')).toBe(true);
    // Another address can follow.
    await userEvent.click(within(section()).getByRole('button', { name: lt.shell.newsletter.again }));
    const again = await emailField();
    expect(again).toHaveValue('');
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('shows the error popup built from the answer and keeps the address', async () => {
    const field = await showForm();
    await userEvent.type(field, 'ruta.kazlauskiene@example.lt'); // already on the list
    await userEvent.click(submit());
    const popup = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(popup).toHaveTextContent('Naujienlaiškį jau gauni adresu ruta.kazlauskiene@example.lt.');
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(await emailField()).toHaveValue('ruta.kazlauskiene@example.lt');
  });

  it('keeps the address when the service is unreachable', async () => {
    server.use(http.post('*/api/user-information/newsletter/order', () => HttpResponse.error()));
    const field = await showForm();
    await userEvent.type(field, 'kitas@example.lt');
    await userEvent.click(submit());
    expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field).toHaveValue('kitas@example.lt');
  });

  it('closes the intro on Escape, and on a press outside only after the delay; what was typed stays', async () => {
    const field = await showForm();
    await userEvent.type(field, 'pusiau@');
    expect(intro()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(intro()).toBeNull();
    expect(field).toHaveFocus();
    // Opened again: the press that opened it must not close it; outside presses count only after
    // clickOutsideDelayMs (the test presses at once, then until it closes).
    await userEvent.click(document.body);
    await userEvent.click(field);
    fireEvent.pointerDown(document.body);
    expect(intro()).toBeVisible();
    await waitFor(() => {
      fireEvent.pointerDown(document.body);
      expect(intro()).toBeNull();
    });
    expect(field).toHaveValue('pusiau@');
  });

  it('opens at #naujienlaiskis with the field focused', async () => {
    await renderWithFooter('/#naujienlaiskis');
    const field = await emailField();
    await waitFor(() => expect(field).toHaveFocus());
    expect(intro()).toBeVisible();
  });

  it('is offered by the Home banner that invites to subscribe', async () => {
    await renderWithFooter('/');
    // Home shows two banners at once; the invitation waits behind "show more".
    const more = await screen.findByRole('button', { name: /Rodyti dar/ }, { timeout: 10_000 });
    await userEvent.click(more);
    const banner = (await screen.findByText('Gauk pasiūlymus pirmas – užsiprenumeruok naujienlaiškį', {}, { timeout: 10_000 })).closest(
      'li',
    )!;
    await userEvent.click(within(banner).getByRole('link', { name: 'Užsiprenumeruoti' }));
    // The link's target is the section: focus moves there, and the field is next.
    await waitFor(() => expect(section()).toHaveFocus());
    expect(intro()).toBeVisible();
    await userEvent.tab();
    expect(await emailField()).toHaveFocus();
  });
});
