// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import { renderApp, useSandboxServer } from '../harness';
import { LOAD, text } from './helpers';

useSandboxServer();
afterEach(cleanup);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);

describe('refill result page (/refill/:status)', () => {
  it('shows a successful refill with the number and the formatted amount, and no game without the campaign', async () => {
    await renderApp('/refill/success?transactionId=R1001&phone=61234567&amount=12.5');
    expect(await h1(text('refill', 'result.successTitle'))).toBeVisible();
    expect(screen.getByText('Numeris +370 612 34567 papildytas 12,50 €.')).toBeVisible();
    expect(screen.getByText('Mokėjimo numeris: R1001')).toBeVisible();
    expect(screen.queryByRole('link', { name: text('campaign-prize', 'actions.play') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('refill', 'result.again') })).toHaveAttribute('href', '/papildymas');
  });

  it('shows a failed refill and offers to try again', async () => {
    await renderApp('/refill/failure?transactionId=R1002&phone=61234567&amount=20.00&campaignName=prize');
    expect(await h1(text('refill', 'result.failureTitle'))).toBeVisible();
    expect(screen.getByText('Numerio +370 612 34567 papildyti 20,00 € nepavyko – mokėjimas neįvyko.')).toBeVisible();
    expect(screen.queryByRole('link', { name: text('campaign-prize', 'actions.play') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('refill', 'result.retry') })).toHaveAttribute('href', '/papildymas');
  });

  it('shows the refill campaign call to play, linking to the dice game with the transaction', async () => {
    await renderApp('/refill/success?transactionId=R1003&campaignName=prize&phone=61234567&amount=10.00');
    expect(await h1(text('refill', 'result.successTitle'))).toBeVisible();
    const campaign = within(screen.getByRole('region', { name: text('campaign-prize', 'title') }));
    expect(campaign.getByText(text('campaign-prize', 'states.ready.title'))).toBeVisible();
    expect(campaign.getByText(text('campaign-prize', 'states.ready.text'))).toBeVisible();
    expect(campaign.getByRole('link', { name: text('campaign-prize', 'actions.play') })).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas?transactionId=R1003',
    );
  });

  it('speaks English under /en, with the euro sign first', async () => {
    await renderApp('/en/top-up/success?transactionId=R1004&campaignName=prize&phone=61234567&amount=10.00');
    expect(await h1(en.refill.result.successTitle)).toBeVisible();
    expect(screen.getByText('+370 612 34567 has been topped up with €10,00.')).toBeVisible();
    expect(screen.getByRole('link', { name: en['campaign-prize'].actions.play })).toHaveAttribute(
      'href',
      '/en/6000-prizes/game?transactionId=R1004',
    );
  });

  it('does not echo a query that is not a number and an amount', async () => {
    await renderApp('/refill/success?phone=<b>hi</b>&amount=lots');
    expect(await h1(text('refill', 'result.successTitle'))).toBeVisible();
    expect(screen.getByText(text('refill', 'result.successShort'))).toBeVisible();
    expect(screen.queryByText(/hi|lots/)).not.toBeInTheDocument();
  });

  it("sends a refill game's result state on to the game's result page, with its query (campaign seed §2)", async () => {
    const view = await renderApp('/refill/laimeta-paslauga?transactionId=R1004');
    expect(await h1(text('campaign-prize', 'results.laimeta-paslauga.title'))).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/6000prizu/zaidimas/laimeta-paslauga');
    expect(view.router.state.location.search).toBe('?transactionId=R1004');
  });

  it('is not found for any other status', async () => {
    await renderApp('/refill/nezinoma-busena');
    expect(await screen.findByRole('heading', { level: 1, name: text('common', 'notFound.title') }, LOAD)).toBeVisible();
  });
});
