import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useRevalidator } from 'react-router';
import { RefillCampaignResultState } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { ApiError, isHandled } from '@/shared/api/api-error';
import { orElse } from '@/shared/api/optional-data';
import { resultStateOf } from '@/shared/campaigns/refill-game';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { inRefillCampaign, maskedPhone, refillResultQuery, type RefillTransaction } from '../result';
import '../refill.css';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';
import { campaignHref, campaignHrefOf } from '@/shared/routing/campaign-routes';

/**
 * Nothing beyond the base texts up front: the refill campaign's texts (spec/campaigns/prize.yaml) load in the
 * loader, beside the game's state, only for a refill that took part in it.
 */
export const namespaces = ['refill'] as const;

/**
 * What the API says of the refill (issue 47 F3): credited, declined or still being paid; unconfirmed when the
 * address names no transaction, the API knows none by that id, or it cannot be asked.
 */
type RefillResultData =
  | { state: 'approved'; transaction: RefillTransaction; campaign: boolean; gameState?: string }
  | { state: 'declined' | 'pending'; transaction: RefillTransaction }
  | { state: 'unconfirmed'; transactionId?: string };

/**
 * Where the refill campaign's game stands for this refill. Secondary: when it cannot be read the page
 * offers the roll, and the game page says what is wrong.
 */
async function gameStateOf(services: Services, transactionId: string): Promise<string | undefined> {
  const transaction = await orElse(
    unwrap(services.api.GET('/campaign/transactions/{id}', { params: { path: { id: transactionId } } })),
    null,
  );
  return transaction ? resultStateOf(transaction) : undefined;
}

/** The transaction as the API has it; undefined for one it does not know (404), or when it cannot be asked (the popup says so). */
async function transactionOf(services: Services, transactionId: string): Promise<RefillTransaction | undefined> {
  try {
    return await unwrap(services.api.GET('/payment/v2/payments/refill/{transactionId}', { params: { path: { transactionId } } }));
  } catch (error) {
    if (isHandled(error)) throw error;
    if (!(error instanceof ApiError && error.kind === 'http' && error.status === 404)) services.fail(error);
    return undefined;
  }
}

const GAME_STATES: readonly string[] = Object.values(RefillCampaignResultState);

/**
 * success and failure are this page; a refill game's result state (campaign seed §2, the route's other
 * :status values) is shown by the game's result page, with the same state and query.
 */
export async function loader({ request, params, services, route }: ScreenLoaderArgs): Promise<RefillResultData> {
  const url = new URL(request.url);
  const query = refillResultQuery(params.status, url.searchParams);
  if (!query && GAME_STATES.includes(params.status ?? ''))
    throw redirect(`${campaignHrefOf('PrizeGameResult', { status: params.status }, route.lang)}${url.search}`);
  if (!query) throw new Response(null, { status: 404 });
  const transaction = query.transactionId ? await transactionOf(services, query.transactionId) : undefined;
  if (!transaction) return { state: 'unconfirmed', transactionId: query.transactionId };
  if (transaction.status !== 'approved') return { state: transaction.status, transaction };
  if (!inRefillCampaign(transaction)) return { state: 'approved', transaction, campaign: false };
  const [gameState] = await Promise.all([
    gameStateOf(services, transaction.transactionId),
    ensureNamespaces(services.i18n, 'campaign-prize'),
  ]);
  return { state: 'approved', transaction, campaign: true, ...(gameState ? { gameState } : {}) };
}

const OUTCOME = { approved: 'success', declined: 'failure', pending: 'pending', unconfirmed: 'unconfirmed' } as const;

/**
 * Where the payment page (or an instant payment) lands: what the API says became of the refill, with the
 * number (masked) and the amount it has; still being paid; or that it could not be confirmed, with the way on.
 * An approved refill that took part in the refill campaign also gets the campaign's call to roll the dice,
 * with its texts from spec/campaigns/prize.yaml.
 */
export default function RefillResult() {
  const view = useLoaderData() as RefillResultData;
  const { lang } = useRoute();
  // The campaign's texts are read with their namespace; the loader has them when the page shows the campaign.
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  const outcome = OUTCOME[view.state];
  const transactionId = view.state === 'unconfirmed' ? view.transactionId : view.transaction.transactionId;
  const text =
    view.state === 'unconfirmed'
      ? t('refill:result.unconfirmed')
      : t(`refill:result.${outcome}`, {
          phone: maskedPhone(view.transaction.maskedMsisdn),
          amount: formatPrice(view.transaction.amount, lang),
        });

  return (
    <section className={`refill-result refill-result--${outcome}`} aria-labelledby="refill-result-title">
      <h1 id="refill-result-title">{t(`refill:result.${outcome}Title`)}</h1>
      <p className="refill-result__text">{text}</p>
      {transactionId && <p className="refill-result__reference">{t('refill:result.transaction', { id: transactionId })}</p>}
      {view.state === 'approved' && view.campaign && (
        <section className="refill-result__campaign" aria-labelledby="refill-result-campaign">
          <h2 id="refill-result-campaign">{t('campaign-prize:title')}</h2>
          {view.gameState ? (
            <>
              {/* Already played: the campaign result state of its prize, and the way to it (collect, deliver). */}
              <p className="refill-result__campaign-title">{t(`campaign-prize:results.${view.gameState}.title`)}</p>
              <p>{t(`campaign-prize:results.${view.gameState}.text`)}</p>
              <Link
                className="button"
                to={campaignHref('PrizeGameResult', { status: view.gameState as 'panaudotas' }, lang, { transactionId })}
              >
                {t('campaign-prize:actions.result')}
              </Link>
            </>
          ) : (
            <>
              <p className="refill-result__campaign-title">{t('campaign-prize:states.ready.title')}</p>
              <p>{t('campaign-prize:states.ready.text')}</p>
              <Link className="button" to={campaignHref('PrizeGame', {}, lang, { transactionId })}>
                {t('campaign-prize:actions.play')}
              </Link>
            </>
          )}
        </section>
      )}
      <p>
        {view.state === 'pending' ? (
          // Asks the API again (the loader runs anew).
          <button
            type="button"
            className="button"
            onClick={() => void revalidator.revalidate()}
            aria-busy={revalidator.state === 'loading' || undefined}
          >
            {t('refill:result.refresh')}
          </button>
        ) : (
          <Link
            className={view.state === 'approved' && view.campaign ? 'button button--secondary' : 'button'}
            to={href('Refill', {}, lang)}
          >
            {t(
              view.state === 'approved'
                ? 'refill:result.again'
                : view.state === 'declined'
                  ? 'refill:result.retry'
                  : 'refill:result.toRefill',
            )}
          </Link>
        )}
      </p>
    </section>
  );
}
