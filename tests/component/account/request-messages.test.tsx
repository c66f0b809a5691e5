// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { renderApp, sandbox, useSandboxServer } from '../harness';
import { a, expectPopup, failing, fill, LOAD, PREPAID } from './helpers';

useSandboxServer();
afterEach(cleanup);

const q = a.requests;
const f = lt.forms;
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const article = (subject: string) => screen.findByRole('article', { name: new RegExp(subject) }, LOAD);
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });
const fieldError = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!);

/** Issue 35: answering a request that waits for the customer, and opening a new one, a file beside the text. */
describe('My requests: answers and new requests', { timeout: 60_000 }, () => {
  it('answers a request waiting for the customer: a wrong file is said at its field and nothing typed is lost', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    const ticket = await article('Nepavyko papildyti sąskaitos kortele');
    await user.click(within(ticket).getByRole('button', { name: /^Skaityti/ }));
    const reply = within(await within(ticket).findByRole('region', { name: q.reply }, LOAD));
    const text = await reply.findByRole('textbox', { name: new RegExp(`^${f['ticket-reply'].text.label}`) }, LOAD);
    await user.click(reply.getByRole('button', { name: f['ticket-reply'].submit }));
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));

    await user.type(text, 'Taip, galite uždaryti.');
    const attach = reply.getByLabelText(q.attachment.label);
    await user.upload(attach, file('virusas.exe', 'application/x-msdownload'));
    await user.click(reply.getByRole('button', { name: f['ticket-reply'].submit }));
    await waitFor(() => expect(attach).toHaveAttribute('aria-invalid', 'true'));
    expect(fieldError(attach)).toHaveTextContent(q.attachment.wrongType);
    expect(attach).toHaveFocus();
    expect(text).toHaveValue('Taip, galite uždaryti.');

    await user.upload(attach, file('kvitas.pdf', 'application/pdf'));
    expect(attach).not.toHaveAttribute('aria-invalid');
    expect(reply.getByText(fill(q.attachment.chosen, { name: 'kvitas.pdf' }))).toBeInTheDocument();
    await user.click(reply.getByRole('button', { name: f['ticket-reply'].submit }));

    expect(await within(ticket).findByText(q.replied, {}, LOAD)).toBeInTheDocument();
    expect(within(ticket).getByText('Taip, galite uždaryti.')).toBeInTheDocument();
    expect(within(ticket).getByText(fill(q.attached, { name: 'kvitas.pdf' }))).toBeInTheDocument();
    expect(within(ticket).getByText(q.statuses.open)).toBeInTheDocument();
    // No longer waiting for the customer: no answer form.
    expect(within(ticket).queryByRole('region', { name: q.reply })).toBeNull();
    expect(
      world()
        .tickets.get(PREPAID)!
        .find((t) => t.id === 'T-20377')!
        .articles.at(-1),
    ).toMatchObject({ attachmentName: 'kvitas.pdf' });
  });

  it('offers no answer on a request being handled, and keeps the answer when sending fails', async () => {
    const user = userEvent.setup();
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    const handled = await article('Lėtas mobilusis internetas Kaune');
    await user.click(within(handled).getByRole('button', { name: /^Skaityti/ }));
    await within(handled).findByText(/bazinę stotį/, {}, LOAD);
    expect(within(handled).queryByRole('region', { name: q.reply })).toBeNull();

    const waiting = await article('Nepavyko papildyti sąskaitos kortele');
    await user.click(within(waiting).getByRole('button', { name: /^Skaityti/ }));
    const reply = within(await within(waiting).findByRole('region', { name: q.reply }, LOAD));
    const text = await reply.findByRole('textbox', { name: new RegExp(`^${f['ticket-reply'].text.label}`) }, LOAD);
    await user.type(text, 'Ačiū, viskas gerai.');
    failing('post', '/otrs360/tickets/T-20377/articles');
    await user.click(reply.getByRole('button', { name: f['ticket-reply'].submit }));
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(text).toHaveValue('Ačiū, viskas gerai.');
  });

  it('opens a new request: the topic and text are asked for, a file over 5 MB is refused, the request is listed first', async () => {
    const user = userEvent.setup();
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    await article('Lėtas mobilusis internetas Kaune');
    await user.click(screen.getByRole('button', { name: q.new }));
    const form = within(await screen.findByRole('region', { name: q.newTitle }, LOAD));
    const topic = await form.findByRole('combobox', { name: new RegExp(`^${f['ticket-new'].topic.label}`) }, LOAD);
    const text = form.getByRole('textbox', { name: new RegExp(`^${f['ticket-new'].text.label}`) });
    expect(text).toHaveAttribute('maxlength', '2000');
    await user.click(form.getByRole('button', { name: f['ticket-new'].submit }));
    await waitFor(() => expect(topic).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(topic, f['ticket-new'].topic.options.network);
    await user.type(text, 'Vakarais Šiauliuose lėtas internetas.');
    const attach = form.getByLabelText(q.attachment.label);
    await user.upload(attach, file('video.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(fieldError(attach)).toHaveTextContent(q.attachment.tooBig);
    await user.click(form.getByRole('button', { name: q.attachment.remove }));
    expect(attach).not.toHaveAttribute('aria-invalid');
    await user.click(form.getByRole('button', { name: f['ticket-new'].submit }));

    const created = await screen.findByText(/^Užklausa T-\d+ pateikta\./, {}, LOAD);
    const id = /T-\d+/.exec(created.textContent!)![0];
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(/Ryšys ir internetas/), LOAD);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(fill(q.number, { id }));
    expect(screen.queryByRole('region', { name: q.newTitle })).toBeNull();
  });
});
