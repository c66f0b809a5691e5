import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router-dom';
import { RefillCampaignResultState } from '@generated/enums';
import { href, hrefOf } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { orElse } from '@/shared/api/optional-data';
import { resultStateOf } from '@/shared/campaigns/refill-game';
import { formatPrice } from '@/shared/format/format';
import { formatPhone } from '@/shared/format/phone';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { readRefillResult, type RefillResultView } from '../result';
import '../refill.css';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';

/**
 * Nothing beyond the base texts up front: the refill campaign's texts (spec/campaigns/prize.yaml) load in the
 * loader, beside the game's state, only for a refill that took part in it.
 */
export const namespaces = ['refill'] as const;

type RefillResultData = RefillResultView & {
  /** The refill campaign's result state of the transaction once played (PrizeGameResult's :status); none while it can be played. */
  gameState?: string;
};

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

const GAME_STATES: readonly string[] = Object.values(RefillCampaignResultState);

/**
 * success and failure are this page; a refill game's result state (campaign seed §2, the route's other
 * :status values) is shown by the game's result page, with the same state and query.
 */
export async function loader({ request, params, services, route }: ScreenLoaderArgs): Promise<RefillResultData> {
  const url = new URL(request.url);
  const view = readRefillResult(params.status, url.searchParams);
  if (!view && GAME_STATES.includes(params.status ?? ''))
    throw redirect(`${hrefOf('PrizeGameResult', { status: params.status }, route.lang)}${url.search}`);
  if (!view) throw new Response(null, { status: 404 });
  if (!view.campaign || !view.transactionId) return view;
  const [gameState] = await Promise.all([gameStateOf(services, view.transactionId), ensureNamespaces(services.i18n, 'campaign-prize')]);
  return gameState ? { ...view, gameState } : view;
}

/**
 * Where the payment page (or an instant payment) lands: success or failure with the number and the
 * amount. A refill that took part in the refill campaign also gets the campaign's call to roll the dice,
 * with its texts from spec/campaigns/prize.yaml.
 */
export default function RefillResult() {
  const view = useLoaderData() as RefillResultData;
  const { lang } = useRoute();
  // The campaign's texts are read with their namespace; the loader has them when the page shows the campaign.
  const { t } = useTranslation('common');
  const outcome = view.success ? 'success' : 'failure';
  const details = view.phone && view.amount !== undefined;
  const text = details
    ? t(`refill:result.${outcome}`, { phone: formatPhone(view.phone), amount: formatPrice(view.amount!, lang) })
    : t(`refill:result.${outcome}Short`);

  return (
    <section className={`refill-result refill-result--${outcome}`} aria-labelledby="refill-result-title">
      <h1 id="refill-result-title">{t(`refill:result.${outcome}Title`)}</h1>
      <p className="refill-result__text">{text}</p>
      {view.transactionId && <p className="refill-result__reference">{t('refill:result.transaction', { id: view.transactionId })}</p>}
      {view.campaign && (
        <section className="refill-result__campaign" aria-labelledby="refill-result-campaign">
          <h2 id="refill-result-campaign">{t('campaign-prize:title')}</h2>
          {view.gameState ? (
            <>
              {/* Already played: the campaign result state of its prize, and the way to it (collect, deliver). */}
              <p className="refill-result__campaign-title">{t(`campaign-prize:results.${view.gameState}.title`)}</p>
              <p>{t(`campaign-prize:results.${view.gameState}.text`)}</p>
              <Link
                className="button"
                to={href('PrizeGameResult', { status: view.gameState as 'panaudotas' }, lang, { transactionId: view.transactionId })}
              >
                {t('campaign-prize:actions.result')}
              </Link>
            </>
          ) : (
            <>
              <p className="refill-result__campaign-title">{t('campaign-prize:states.ready.title')}</p>
              <p>{t('campaign-prize:states.ready.text')}</p>
              <Link className="button" to={href('PrizeGame', {}, lang, { transactionId: view.transactionId })}>
                {t('campaign-prize:actions.play')}
              </Link>
            </>
          )}
        </section>
      )}
      <p>
        <Link className={view.campaign ? 'button button--secondary' : 'button'} to={href('Refill', {}, lang)}>
          {t(view.success ? 'refill:result.again' : 'refill:result.retry')}
        </Link>
      </p>
    </section>
  );
}
