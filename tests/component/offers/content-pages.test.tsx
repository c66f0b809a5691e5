// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const c = lt.offers.cheapest;
const rowsOf = (table: HTMLElement) =>
  (within(table).getAllByRole('row') as HTMLTableRowElement[]).slice(1).map((row) => [...row.cells].map((cell) => cell.textContent));

describe('Cheapest offer (core §2 "Other")', () => {
  it('works out the cheapest plan over 30 days from the plans on sale, and the cheapest per need', async () => {
    await renderApp('/pigiausias-pasiulymas');
    const best = await screen.findByRole('region', { name: '100 min.' }, LOAD);
    expect(within(best).getByText('2,49\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(best).getByText('Galioja 30 dienų')).toBeInTheDocument();
    expect(within(best).getByRole('link', { name: 'Užsakyti planą „100 min.“' })).toHaveAttribute(
      'href',
      '/planai/patvirtinimas?planId=11',
    );
    // 5 GB for 7 days is 12,81 € over 30 days: 20 GB for 30 days is the cheaper way to get data
    expect(rowsOf(screen.getByRole('table', { name: c.caption }))).toEqual([
      [lt.enums.PricePlanDisplaySection.Voice, '100 min.', '2,49\u00a0€ už 30 dienų', '2,49\u00a0€', c.order],
      [lt.enums.PricePlanDisplaySection.Data, '20 GB 30 d.', '7,99\u00a0€ už 30 dienų', '7,99\u00a0€', c.order],
      [lt.enums.PricePlanDisplaySection.Combo, 'Mini', '6,99\u00a0€ už 30 dienų', '6,99\u00a0€', c.order],
    ]);
    expect(screen.getByRole('link', { name: c.tips.isic.link })).toHaveAttribute('href', '/akcijos/isic');
    expect(within(screen.getByRole('main')).getByRole('link', { name: c.allPlans })).toHaveAttribute('href', '/planai');
  });

  it('shows its heading while loading, and says when there is nothing to compare', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/price-plan/v3/plans-channels',
        async () => {
          await held;
          return HttpResponse.json({ plans: [] });
        },
        { once: true },
      ),
    );
    await renderApp('/pigiausias-pasiulymas');
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.CheapestOffer.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText(c.none, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the popup with the exception text when the plans fail', async () => {
    server.use(
      http.get('*/api/price-plan/v3/plans-channels', () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/pigiausias-pasiulymas');
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
  });

  it('reads in English', async () => {
    await renderApp('/en/cheapest-offer');
    const best = await screen.findByRole('region', { name: '100 minutes' }, LOAD);
    expect(best).toHaveTextContent('€2,49');
    expect(within(best).getByRole('link', { name: 'Order the plan “100 minutes”' })).toHaveAttribute(
      'href',
      '/en/plans/confirmation?planId=11',
    );
  });
});

describe('Why the product (core §2 /kodel-pulsas, Lithuanian only)', () => {
  it('has its reasons, a comparison table, questions and the next steps', async () => {
    await renderApp('/kodel-pulsas');
    await screen.findByRole('region', { name: lt.why.reasons.title }, LOAD);
    const w = lt.why;
    expect(
      within(screen.getByRole('region', { name: w.reasons.title }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(Object.values(w.reasons.items).map((item) => item.title));
    const table = screen.getByRole('table', { name: w.compare.caption });
    expect(rowsOf(table)[0]).toEqual([w.compare.rows.contract.feature, w.compare.rows.contract.pulsas, w.compare.rows.contract.contract]);
    expect(within(screen.getByRole('region', { name: w.faq.title })).getByText(w.faq.items.number.q)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.cta.plans })).toHaveAttribute('href', '/planai');
    expect(screen.getByRole('link', { name: w.cta.esim })).toHaveAttribute('href', '/esim');
  });
});

describe('Mobile game rules (core §2 "Other")', () => {
  it("has a table of contents, numbered sections with the game's dates and the prize table", async () => {
    await renderApp('/mobiliojo-zaidimo-taisykles');
    const g = lt.game;
    const toc = await screen.findByRole('navigation', { name: g.contents }, LOAD);
    expect(within(toc).getByRole('link', { name: g.sections.prizes.title })).toHaveAttribute('href', '#prizes');
    expect(screen.getByRole('region', { name: `4. ${g.sections.prizes.title}` })).toBeInTheDocument();
    // the dates of the prize campaign (spec/campaigns/prize.yaml)
    expect(screen.getByText('Žaidimas vyksta nuo 2026 m. spalio 1 d. iki 2027 m. sausio 31 d. imtinai.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Žaidimo prizai, iš viso 6000' });
    expect(rowsOf(table).map((row) => [row[0], row[2]])).toEqual([
      ['Planas', '1500'],
      ['Papildoma paslauga', '3000'],
      ['Daiktinis prizas', '1490'],
      ['Pagrindinis prizas', '10'],
    ]);
    expect(screen.getByRole('link', { name: g.cta.refill })).toHaveAttribute('href', '/papildymas');
    expect(screen.getByRole('link', { name: g.cta.about })).toHaveAttribute('href', '/6000prizu');
  });

  it('reads in Russian', async () => {
    await renderApp('/ru/pravila-mobilnoy-igry');
    expect(await screen.findByRole('navigation', { name: 'Содержание' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Призы Игры, всего 6000' })).toBeInTheDocument();
  });
});
