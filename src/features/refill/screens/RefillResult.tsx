import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { app } from '@generated/app';
import { href } from '@generated/routes';
import { formatPrice } from '@/shared/format/format';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { readRefillResult, type RefillResultView } from '../result';
import '../refill.css';

/** Beyond the base texts: the refill campaign's call to play (its own texts, spec/campaigns/prize.yaml). */
export const namespaces = ['campaign-prize'] as const;

/** An unknown :status is not a result page. */
export async function loader({ request, params }: ScreenLoaderArgs): Promise<RefillResultView> {
  const view = readRefillResult(params.status, new URL(request.url).searchParams);
  if (!view) throw new Response(null, { status: 404 });
  return view;
}

/**
 * Where the payment page (or an instant payment) lands: success or failure with the number and the
 * amount. A refill that took part in the refill campaign also gets the campaign's call to roll the dice,
 * with its texts from spec/campaigns/prize.yaml.
 */
export default function RefillResult() {
  const view = useLoaderData() as RefillResultView;
  const { lang } = useRoute();
  const { t } = useTranslation(['common', 'campaign-prize']);
  const outcome = view.success ? 'success' : 'failure';
  const details = view.phone && view.amount !== undefined;
  const text = details
    ? t(`refill.result.${outcome}`, { phone: `${app.phonePrefix} ${view.phone}`, amount: formatPrice(view.amount!, lang) })
    : t(`refill.result.${outcome}Short`);

  return (
    <section className={`refill-result refill-result--${outcome}`} aria-labelledby="refill-result-title">
      <h1 id="refill-result-title">{t(`refill.result.${outcome}Title`)}</h1>
      <p className="refill-result__text">{text}</p>
      {view.transactionId && <p className="refill-result__reference">{t('refill.result.transaction', { id: view.transactionId })}</p>}
      {view.campaign && (
        <section className="refill-result__campaign" aria-labelledby="refill-result-campaign">
          <h2 id="refill-result-campaign">{t('campaign-prize:title')}</h2>
          <p className="refill-result__campaign-title">{t('campaign-prize:states.ready.title')}</p>
          <p>{t('campaign-prize:states.ready.text')}</p>
          <Link className="button" to={href('PrizeGame', {}, lang, { transactionId: view.transactionId })}>
            {t('campaign-prize:actions.play')}
          </Link>
        </section>
      )}
      <p>
        <Link className={view.campaign ? 'button button--secondary' : 'button'} to={href('Refill', {}, lang)}>
          {t(view.success ? 'refill.result.again' : 'refill.result.retry')}
        </Link>
      </p>
    </section>
  );
}
