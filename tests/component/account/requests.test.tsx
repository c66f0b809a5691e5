// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { renderApp, sandbox, server, useSandboxServer } from '../harness';
import { a, expectPopup, failing, fill, LOAD, POSTPAID, PREPAID } from './helpers';

useSandboxServer();
afterEach(cleanup);

const q = a.requests;
const nav = lt.common.sideNav;
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const article = (subject: string) => screen.findByRole('article', { name: new RegExp(subject) }, LOAD);
/** The side navigation's my-requests link, named with its badge when there are unread answers. */
const requestsLink = (count: number) =>
  screen.findByRole('link', { name: count ? `${nav.requests} (${fill(nav.newRequests, { count })})` : nav.requests }, LOAD);

describe('My requests (core §2 /pagrindinis/mano-uzklausos, lt only)', { timeout: 60_000 }, () => {
  it('lists the requests with status, number, update time and the unread marker', async () => {
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    const slow = await article('Lėtas mobilusis internetas Kaune');
    expect(within(slow).getByText(q.unread)).toBeInTheDocument();
    expect(within(slow).getByText(q.statuses.open)).toBeInTheDocument();
    expect(within(slow).getByText(fill(q.number, { id: 'T-20481' }))).toBeInTheDocument();
    const closed = await article('Dėl SIM kortelės galiojimo');
    expect(within(closed).queryByText(q.unread)).toBeNull();
    expect(within(closed).getByText(q.statuses.closed)).toBeInTheDocument();
    expect(screen.getByText(fill(q.summary, { total: 3, unread: 2 }))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('opening a request shows its messages, marks it read and the side navigation badge drops', async () => {
    const user = userEvent.setup();
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    await requestsLink(2);
    const ticket = await article('Lėtas mobilusis internetas Kaune');
    const open = within(ticket).getByRole('button', { name: `${q.open}: Lėtas mobilusis internetas Kaune` });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const messages = await within(ticket).findAllByRole('listitem', {}, LOAD);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toHaveTextContent(fill(q.agent, { name: 'Jurgita' }));
    expect(messages[1]).toHaveTextContent('atnaujiname bazinę stotį');
    await waitFor(() => expect(within(ticket).queryByText(q.unread)).toBeNull());
    expect(
      world()
        .tickets.get(PREPAID)!
        .find((t) => t.id === 'T-20481')!.unread,
    ).toBe(false);
    expect(await requestsLink(1)).toHaveAttribute('href', href('MyRequests'));
    expect(screen.getByText(fill(q.summary, { total: 3, unread: 1 }))).toBeInTheDocument();
    await user.click(within(ticket).getByRole('button', { name: new RegExp(`^${q.hide}`) }));
    expect(within(ticket).getByRole('button', { name: new RegExp(`^${q.open}`) })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says there are none, and keeps a request unread when marking it fails', async () => {
    const user = userEvent.setup();
    const first = await renderApp(href('MyRequests'), { loggedInAs: '61234576' });
    expect(await screen.findByText(q.none, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    failing('post', '/otrs360/tickets/:ticketId/read');
    await renderApp(href('MyRequests'), { loggedInAs: '61234569' });
    const ticket = await article('eSIM profile does not install');
    await user.click(within(ticket).getByRole('button', { name: new RegExp(`^${q.open}`) }));
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(within(ticket).getByText(q.unread)).toBeInTheDocument();
    expect(world().tickets.get('61234569')![0]!.unread).toBe(true);
  });

  it('says the list is unavailable when it fails, and a request whose messages fail', async () => {
    const user = userEvent.setup();
    failing('get', '/otrs360/tickets');
    const first = await renderApp(href('MyRequests'), { loggedInAs: POSTPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByText(a.unavailable, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();
    server.use(http.get('*/api/otrs360/tickets/:ticketId', () => HttpResponse.json({ errors: [{ code: 'NotFound' }] }, { status: 404 })));
    await renderApp(href('MyRequests'), { loggedInAs: POSTPAID });
    const ticket = await article('Sąskaitos kopija buhalterijai');
    await user.click(within(ticket).getByRole('button', { name: new RegExp(`^${q.open}`) }));
    await expectPopup(lt.exceptions.NotFoundException);
    expect(within(ticket).getByText(a.unavailable)).toBeInTheDocument();
  });

  it('a request closed before its messages arrived stays closed and unread', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await renderApp(href('MyRequests'), { loggedInAs: PREPAID });
    server.use(
      // Held, then on to the sandbox's own handler (a resolver that answers nothing falls through).
      http.get('*/api/otrs360/tickets/:ticketId', async () => {
        await held;
      }),
    );
    const ticket = await article('Lėtas mobilusis internetas Kaune');
    const button = within(ticket).getByRole('button', { name: new RegExp(`^${q.open}`) });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    answer();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(ticket).getByText(q.unread)).toBeInTheDocument();
    expect(
      world()
        .tickets.get(PREPAID)!
        .find((t) => t.id === 'T-20481')!.unread,
    ).toBe(true);
  });
});
