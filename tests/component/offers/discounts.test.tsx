// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const o = lt.offers.discounts;
/** The fallback while loading has the same heading and lead: wait for the list's own heading. */
const loaded = () => screen.findByRole('heading', { level: 2, name: /galiojanč/ }, LOAD);
const titles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Discounts (core §2 /akcijos, §7 GET /corporate/discounts)', () => {
  it("shows every current discount, Home's and the rest, with picture, text, validity and link", async () => {
    await renderApp('/akcijos');
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Discounts.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '6 galiojančios akcijos' })).toBeInTheDocument();
    // by priority; the ended summer game and next week's winter offer are not shown
    expect(titles()).toEqual([
      'ISIC studentams – pusė kainos',
      'Pulso taškai',
      'Telefonams –20 %',
      '6000 prizų už papildymą',
      'eSIM be jokio mokesčio',
      'Ausinės už papildymą',
    ]);
    const phones = screen.getByRole('heading', { level: 3, name: 'Telefonams –20 %' }).closest('li')!;
    expect(within(phones).getByText('-20 %')).toBeInTheDocument();
    expect(within(phones).getByText('Pasirinktiems telefonams su planu.')).toBeInTheDocument();
    expect(within(phones).getByText(/^Galioja iki \d{4} /)).toBeInTheDocument();
    expect(phones.querySelector('img')).toHaveAttribute('src', '/api/__sandbox/media/discounts/phones.svg');
    expect(within(phones).getByRole('link', { name: 'Plačiau apie akciją „Telefonams –20 %“' })).toHaveAttribute('href', '/prekes');
    // A discount for a campaign runs by the campaign's file (issue 49): the wheel's end, as its pages say.
    const points = screen.getByRole('heading', { level: 3, name: 'Pulso taškai' }).closest('li')!;
    expect(within(points).getByText('Galioja iki 2027 m. vasario 28 d.')).toBeInTheDocument();
    const esim = screen.getByRole('heading', { level: 3, name: 'eSIM be jokio mokesčio' }).closest('li')!;
    expect(within(esim).getByText(o.noEnd)).toBeInTheDocument();
  });

  it("narrows a campaign's discount to the campaign's window, and leaves out one whose campaign has ended", async () => {
    const discount = (id: number, url: string, validTo: string | null) => ({
      id,
      title: `Akcija ${id}`,
      description: 'Aprašas.',
      imageUrl: '/api/__sandbox/media/discounts/points.svg',
      url,
      label: null,
      validFrom: '2020-01-01T00:00:00Z',
      validTo,
      showOnHome: false,
      priority: id,
    });
    server.use(
      http.get('*/api/corporate/discounts', () =>
        HttpResponse.json([
          discount(1, '/akcijos/pulsas-taskai', '2030-01-01T00:00:00Z'),
          discount(2, '/akcijos/vasara', null),
          discount(3, '/esim', null),
        ]),
      ),
    );
    await renderApp('/akcijos');
    await loaded();
    expect(titles()).toEqual(['Akcija 1', 'Akcija 3']);
    const points = screen.getByRole('heading', { level: 3, name: 'Akcija 1' }).closest('li')!;
    expect(within(points).getByText('Galioja iki 2027 m. vasario 28 d.')).toBeInTheDocument();
  });

  it('shows its heading while loading, then the discounts', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/corporate/discounts',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    await renderApp('/akcijos');
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.Discounts.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    await loaded();
    expect(titles()).toHaveLength(6);
  });

  it('says when there are no discounts and points to the plans', async () => {
    server.use(http.get('*/api/corporate/discounts', () => HttpResponse.json([])));
    await renderApp('/akcijos');
    await screen.findByText(o.none, {}, LOAD);
    expect(screen.getByRole('link', { name: o.plans })).toHaveAttribute('href', '/planai');
  });

  it('shows the popup with the exception text and a retry when the discounts fail', async () => {
    server.use(
      http.get('*/api/corporate/discounts', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    await renderApp('/akcijos');
    const dialog = await screen.findByRole('alertdialog', {}, LOAD);
    expect(dialog).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    await user.click(within(dialog).getByRole('button', { name: lt.errors.retry }));
    await loaded();
    expect(titles()).toHaveLength(6);
  });

  it('renders in Russian', async () => {
    await renderApp('/ru/aktsii');
    expect(await screen.findByRole('heading', { level: 2, name: '6 действующих акций' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Все действующие акции и предложения Pulsas в одном месте.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее об акции «eSIM бесплатно»' })).toHaveAttribute('href', '/ru/esim');
  });
});
