import type { FormName } from '@generated/forms/index';
import { loadForm } from '@/shared/forms/load-form';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { isPlayable, prizeTypeName, resultStateOf } from '@/shared/campaigns/refill-game';
import { preloadable } from '@/shared/ui/preloadable';
import type { CampaignKindRenderer, KindData, KindLoadArgs } from '../kinds';
import { diceSettings, loadPlayable, loadTransaction, transactionIdOf } from './dice-data';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';

/**
 * The result page of one refill (?transactionId): it must show that refill's own state, so a refill not
 * rolled yet goes to the game and one in another state to its own :status. A physical prize not yet
 * shipped brings its delivery form (by prize type, settings.deliveryForm) and the pick-up locations.
 */
async function loadResult({ services, request, params, route, campaign }: KindLoadArgs): Promise<KindData | undefined> {
  // A result page believes the API, never the address: no refill of this subscriber's, no prize claimed.
  const transactionId = transactionIdOf(request);
  if (!transactionId) return { unverified: true };
  const transaction = await loadTransaction(services, transactionId);
  if (!transaction) return { unverified: true };
  if (isPlayable(transaction)) return { redirect: href('PrizeGame', {}, route.lang, { transactionId }) };
  const state = resultStateOf(transaction)!;
  if (state !== params.status)
    return { redirect: href('PrizeGameResult', { status: state as 'panaudotas' }, route.lang, { transactionId }) };
  const type = prizeTypeName(transaction.typeId);
  const formName = type ? diceSettings(campaign.settings).deliveryForm?.[type] : undefined;
  if (!formName || transaction.isShipped) return { transaction, type };
  const [locations, form] = await Promise.all([
    unwrap(services.api.GET('/campaign/locations')),
    // A form the settings name that no file has: the prize without its delivery form, as before.
    loadForm(formName as FormName).catch(() => undefined),
    ensureNamespaces(services.i18n, ['forms', 'validation', 'enums']),
  ]);
  return form ? { transaction, type, delivery: { form, locations } } : { transaction, type };
}

/**
 * The refill prize game (kind dice). Its landing adds the prize pool and, for a logged-in customer, the
 * refills that can still be played; its result page adds the prize won with its delivery form or the
 * "win more" card. The game itself is the DiceGame screen.
 */
export const diceRenderer: CampaignKindRenderer = {
  async load(args) {
    if (args.page.kind === 'landing') {
      const loggedIn = args.services.session.getSnapshot().isLoggedIn;
      return { transactions: loggedIn ? await optionalData(args.services, loadPlayable(args.services), []) : null };
    }
    return args.page.kind === 'result' ? loadResult(args) : undefined;
  },
  // The landing's prizes are in the file; a visitor not logged in is asked to log in for their refills.
  fromFiles: (page) => (page.kind === 'landing' ? { transactions: null } : undefined),
  parts: {
    landing: preloadable(() => import('./DiceLandingPart')),
    result: preloadable(() => import('./DiceResultPart')),
  },
  /** A customer with refills to play is at the roll; everyone else starts with a refill. */
  step(data, page) {
    if (page.kind !== 'landing') return undefined;
    return Array.isArray(data?.transactions) && data.transactions.length > 0 ? 'play' : undefined;
  },
};
