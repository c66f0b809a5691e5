import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import type { components } from '@generated/api/schema';
import type { CampaignDefinition } from '@generated/campaigns';
import { href } from '@/shared/routing/paths';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import { acceptedMethods, paymentChoices, savedCardOf, type PayingMeans } from '../purchase/payment-choices';
import { cardRules } from '@/shared/account/payment-ways';
import '../campaigns.css';

/** Beyond the base texts and the campaign's own: the runtime's texts. */
export const namespaces = ['campaign-ui'] as const;

type Schemas = components['schemas'];
type Prize = Schemas['ItemPurchasePrize'];

type PurchaseData =
  /** ?status=success: the payment page came back approved (or the saved card paid). */
  | { state: 'success' }
  /** No such transaction, or it is used. */
  | { state: 'invalid' }
  /** The transaction's item is not on sale (any more). */
  | { state: 'unavailable' }
  /** Ready to pay; `failed` when the payment page came back declined (?status=failure). */
  | { state: 'purchase'; prize: Prize; means: PayingMeans; failed: boolean };

async function loadPurchase({ services, params, request }: ScreenLoaderArgs): Promise<PurchaseData> {
  const status = new URL(request.url).searchParams.get('status');
  if (status === 'success') return { state: 'success' };
  const path = { campaignName: params.campaignName ?? '', transactionId: params.transactionId ?? '' };
  let transaction: Schemas['ItemPurchaseTransaction'];
  try {
    transaction = await unwrap(services.api.GET('/airpod/transaction/{campaignName}/{transactionId}', { params: { path } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { state: 'invalid' };
    throw error;
  }
  if (transaction.status === 0) return { state: 'invalid' };
  if (!transaction.prize?.isActive) return { state: 'unavailable' };
  const [card, rules] = await Promise.all([
    optionalData(services, unwrap(services.api.GET('/airpod/card/{id}', { params: { path: { id: path.transactionId } } })), undefined),
    cardRules(services),
  ]);
  const saved = savedCardOf(card);
  return {
    state: 'purchase',
    prize: transaction.prize,
    means: { balance: null, ...(saved ? { card: saved } : {}), rules },
    failed: status === 'failure',
  };
}

export async function loader(args: ScreenLoaderArgs) {
  // It finishes a transaction made earlier, so it stays open while the API says ActiveTransactionOnly.
  return loadCampaignScreen(args, { newParticipants: false }, () => loadPurchase(args));
}

/**
 * The item-purchase plan page, /plano-pirkimas/:campaignName/:transactionId (campaign seed §2, §3): the
 * transaction's item (its type SK, FSG or JAUTI and campaign price), paid by the saved card at once or
 * by a new card on the payment page, which comes back here with ?status=success or failure. A used or
 * unknown transaction and an item no longer on sale say so.
 */
export default function ItemPurchase() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: PurchaseData };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Purchase campaign={screen.campaign} data={screen.data} />;
}

function Purchase({ campaign, data }: { campaign: CampaignDefinition; data: PurchaseData }) {
  const ns = campaign.namespace;
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const id = useId();
  const outcome = useRef<HTMLHeadingElement>(null);
  // A result or a refusal replaces the purchase: its heading gets the focus.
  useEffect(() => {
    if (data.state !== 'purchase' || data.failed) outcome.current?.focus();
  }, [data]);
  const step = data.state === 'success' ? 'collect' : data.state === 'purchase' ? 'pay' : 'choose';
  return (
    <article className="campaign campaign--purchase">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`routes:${key}.description`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
      {data.state === 'purchase' ? (
        <>
          {data.failed ? (
            <section className="campaign__notice" role="alert" aria-labelledby={`${id}-failed`}>
              <h2 id={`${id}-failed`} ref={outcome} tabIndex={-1}>
                {t(`${ns}:results.failure.title`)}
              </h2>
              <p>{t(`${ns}:results.failure.text`)}</p>
            </section>
          ) : null}
          <PayForm campaign={campaign} prize={data.prize} means={data.means} />
        </>
      ) : (
        <section className="campaign__message" role={data.state === 'success' ? 'status' : undefined} aria-labelledby={`${id}-outcome`}>
          <h2 id={`${id}-outcome`} ref={outcome} tabIndex={-1}>
            {t(`${ns}:results.${data.state}.title`)}
          </h2>
          <p>{t(`${ns}:results.${data.state}.text`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('Plans', {}, lang)}>
              {t(`${ns}:actions.backToPlans`)}
            </Link>
          </p>
        </section>
      )}
    </article>
  );
}

/** The item and its price, how to pay, and the button (POST .../purchase). */
function PayForm({ campaign, prize, means }: { campaign: CampaignDefinition; prize: Prize; means: PayingMeans }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation([ns, 'campaign-ui']);
  const id = useId();
  const { campaignName = '', transactionId = '' } = useParams();
  const choices = useMemo(
    () => paymentChoices(acceptedMethods(campaign.settings), prize.price, means, t, lang),
    [campaign, prize, means, t, lang],
  );
  const [method, setMethod] = useState(() => choices[0]?.value);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || method === undefined) return;
    setBusy(true);
    try {
      const { redirectUrl } = await unwrap(
        services.api.POST('/airpod/transaction/{campaignName}/{transactionId}/purchase', {
          params: { path: { campaignName, transactionId } },
          body: { paymentMethod: method as 1 | 2 },
        }),
      );
      if (!redirectUrl) return services.navigate(href('ItemPurchase', { campaignName, transactionId }, lang, { status: 'success' }));
      await followPayment(services, redirectUrl); // the browser is leaving: the button stays busy
    } catch (error) {
      services.fail(error); // the popup; the chosen way to pay stays
      setBusy(false);
    }
  };

  return (
    <form
      className="campaign-purchase"
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${id}-title`}>{t(`${ns}:purchase.summary`)}</h2>
      <dl className="campaign-summary">
        <div>
          <dt>{t(`${ns}:purchase.item`)}</dt>
          <dd>
            {prize.name} <span className="campaign-summary__note">({t(`campaign-ui:items.types.${prize.type}`)})</span>
          </dd>
        </div>
        <div>
          <dt>{t(`${ns}:purchase.price`)}</dt>
          <dd>{formatPrice(prize.price, lang)}</dd>
        </div>
      </dl>
      <fieldset className="campaign-choice" disabled={busy}>
        <legend>{t(`${ns}:purchase.payment`)}</legend>
        {choices.map((choice, index) => (
          <div key={choice.value} className="campaign-choice__option">
            <input
              type="radio"
              id={`${id}-method-${index}`}
              name={`${id}-method`}
              checked={method === choice.value}
              onChange={() => setMethod(choice.value)}
            />
            <label htmlFor={`${id}-method-${index}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
      <p className="campaign__actions">
        <button type="submit" className="button" disabled={busy || method === undefined} aria-busy={busy || undefined}>
          {t(`${ns}:actions.pay`)}
        </button>
      </p>
    </form>
  );
}
