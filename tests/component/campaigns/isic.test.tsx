// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import { renderApp, sandbox, server, useSandboxServer } from '../harness';

const { lt } = texts;

useSandboxServer();
// Inside the campaign's window (spec/campaigns/isic.yaml); the sandbox's configs (IsicValidFrom/To) are
// built around the same day.
const NOW = new Date('2026-12-01T10:00:00+02:00');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sandbox.reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const isic = lt['campaign-isic'];
const ui = lt['campaign-ui'];
const labels = lt.forms.isic;
/** toHaveTextContent reads the page's no-break spaces as spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const world = () => sandbox.context.world(new Request('http://localhost/'));
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openForm() {
  const view = await renderApp('/akcijos/isic/forma', { loggedInAs: '61234567' });
  await screen.findByRole('button', { name: labels.submit }, slow);
  return { user: userEvent.setup(), ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(field(labels.isicNumber.label), number);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(labels.agreement.label.slice(0, 20)) }));
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('ISIC discount (/akcijos/isic, /akcijos/isic/forma)', { timeout: 60_000 }, () => {
  it('explains the offer on its landing with the configured plan, its price and the validity dates', async () => {
    await renderApp('/akcijos/isic');
    const offer = await screen.findByRole('region', { name: ui.discount.title.replace('{{plan}}', 'ISIC studentams') }, slow);
    expect(offer).toHaveTextContent(plain(ui.discount.price.replace('{{price}}', formatPrice(4.99, 'lt'))));
    expect(within(offer).getByRole('deletion')).toHaveTextContent(plain(formatPrice(9.99, 'lt')));
    const configs = world().configs;
    expect(offer).toHaveTextContent(
      `nuo ${formatDate(configs.get('IsicValidFrom')!, 'lt')} iki ${formatDate(configs.get('IsicValidTo')!, 'lt')}`,
    );
    expect(screen.getByRole('region', { name: isic.sections.card.title })).toBeVisible();
    expect(screen.getByRole('link', { name: isic.actions.order })).toHaveAttribute('href', '/akcijos/isic/forma');
  });

  it('needs a login for the form', async () => {
    const { router } = await renderApp('/akcijos/isic/forma');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'), slow);
    expect(router.state.location.search).toContain('returnUrl=%2Fakcijos%2Fisic%2Fforma');
  });

  it('says what is wrong at the field, keeps it, then orders the configured plan and says so', async () => {
    const { user } = await openForm();
    expect(field(labels.firstName.label)).toHaveValue('Rūta');
    expect(field(labels.lastName.label)).toHaveValue('Kazlauskienė');
    await user.type(field(labels.isicNumber.label), 'S42-01');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(field(labels.isicNumber.label)).toHaveAccessibleDescription(expect.stringContaining(lt.validation.IsicNumberFormat));
    expect(field(labels.isicNumber.label)).toHaveFocus();
    expect(field(labels.isicNumber.label)).toHaveValue('S42-01');
    expect(screen.getByRole('checkbox', { name: new RegExp(labels.agreement.label.slice(0, 20)) })).toHaveAccessibleDescription(
      expect.stringContaining(lt.validation.Required),
    );

    await user.clear(field(labels.isicNumber.label));
    await fill(user, 's420123456789a');
    const done = await screen.findByRole('heading', { level: 2, name: isic.done.title }, slow);
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/ISIC-7001/)).toBeVisible();
    expect(world().activePlans.get('61234567')).toContain(90);
    expect(world().balances.get('61234567')!.amount).toBe(7.46);
  });

  it('shows a refused card in the popup and keeps everything typed', async () => {
    const { user } = await openForm();
    await fill(user, 'S420000000000Z');
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent('ISIC kortelė S420000000000Z nerasta arba nebegalioja.');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${labels.isicNumber.label}`), hidden: true })).toHaveValue('S420000000000Z');
    expect(world().activePlans.get('61234567')).not.toContain(90);
  });

  it('keeps everything typed when the order call fails', async () => {
    server.use(http.post('*/api/price-plan/isic/order', () => HttpResponse.error()));
    const { user } = await openForm();
    await fill(user, 'S420123456789A');
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.errors.offline.description);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${labels.isicNumber.label}`), hidden: true })).toHaveValue('S420123456789A');
    expect(screen.getByRole('button', { name: labels.submit, hidden: true })).toBeEnabled();
  });

  it('is closed outside the configured validity dates, with the dates', async () => {
    world().configs.set('IsicValidTo', new Date('2026-11-30T00:00:00Z').toISOString());
    await renderApp('/akcijos/isic/forma', { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 2, name: isic.closed.title }, slow)).toBeVisible();
    expect(screen.getByText(new RegExp(`iki ${formatDate('2026-11-30T00:00:00Z', 'lt')}`))).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('textbox')).toBeNull(); // the footer's newsletter field aside
  });
});
