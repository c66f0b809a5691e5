import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useLocation } from 'react-router';
import type { components } from '@generated/api/schema';
import type { CampaignDefinition } from '@generated/campaigns';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { accountData } from '@/shared/account/account-data';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { SpecForm, type FieldChoice, type SpecFormData } from '@/shared/forms';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices, type Services } from '@/shared/services';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { ClosedPage } from '../pages/LazyClosedPage';
import { prerenderedForVisitors } from '../prerender-ended';
import { StepProgress } from '../parts/StepProgress';
import { splitFullName, splitTypedFullName } from '../purchase/full-name';
import { acceptedMethods, paymentChoices, savedCardOf, type PayingMeans } from '../purchase/payment-choices';
import { cardRules } from '@/shared/account/payment-ways';
import '../campaigns.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/** Beyond the base texts and the campaign's own: the runtime's texts and SpecForm's labels and messages (its options are given at run time). */
export const namespaces = ['campaign-ui'] as const;

type Schemas = components['schemas'];
type Transaction = Schemas['AirpodTransaction'];
type Location = Schemas['CampaignPickupLocation'];

type EarphonesData =
  /** No transaction in the address and nobody logged in: log in to see your own. */
  | { state: 'login' }
  /** Logged in, no transaction that can still be used: top up first. */
  | { state: 'none' }
  /** The address names no transaction the API knows. */
  | { state: 'notFound' }
  /** ValidPromo: the earphones are free; only the delivery details. */
  | { state: 'promo'; transaction: Transaction; form: FormDefinition; locations: Location[]; initial: SpecFormData }
  /** Valid: buy at the campaign price. */
  | {
      state: 'order';
      transaction: Transaction;
      form: FormDefinition;
      locations: Location[];
      initial: SpecFormData;
      prizes: Schemas['ItemPurchasePrize'][];
      means: PayingMeans;
    };

async function loadEarphones({ services, params, route }: ScreenLoaderArgs): Promise<EarphonesData> {
  const id = params.transactionId;
  const loggedIn = services.session.getSnapshot().isLoggedIn;
  if (!id && !loggedIn) return { state: 'login' };
  let transaction: Transaction;
  try {
    transaction = await unwrap(services.api.GET('/airpod/transaction/valid', { params: { query: id ? { transactionId: id } : {} } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { state: id ? 'notFound' : 'none' };
    throw error;
  }
  // Campaign seed §2: a used transaction goes to the used page; the customer's own goes to its address.
  if (transaction.status === 0) throw redirect(href('EarphonesUsed', {}, route.lang));
  if (!id) throw redirect(href('EarphonesCampaign', { transactionId: transaction.transactionId }, route.lang));
  const promo = transaction.status === 2;
  const [form, locations, user, stored, prizes, means] = await Promise.all([
    forms[promo ? 'earphone-shipment' : 'earphone-order'](),
    unwrap(services.api.GET('/campaign/locations')),
    loggedIn ? optionalData(services, accountData(services).userInfo.get(), undefined) : undefined,
    storedShipment(services, transaction.transactionId),
    promo ? [] : unwrap(services.api.GET('/airpod/prizes')),
    promo ? undefined : payingMeans(services, transaction.transactionId),
  ]);
  // Delivery details stored for this transaction (a card payment that came back declined) come back as
  // they were; else the names start from the customer's full name, split on its last space (campaign seed §5).
  const initial: SpecFormData = {
    transactionId: transaction.transactionId,
    ...(stored
      ? { firstName: stored.firstName, lastName: stored.lastName, email: stored.email, location: stored.location }
      : user?.fullName
        ? splitFullName(user.fullName)
        : {}),
  };
  if (promo) return { state: 'promo', transaction, form, locations, initial };
  const onSale = prizes.filter((prize) => prize.isActive);
  return {
    state: 'order',
    transaction,
    form,
    locations,
    prizes: onSale,
    means: means!,
    initial: onSale.length === 1 ? { ...initial, prizeId: onSale[0]!.id } : initial,
  };
}

/** GET /airpod/shipment/{id}: the delivery details stored for the transaction; none yet is a 404. */
async function storedShipment(services: Services, id: string): Promise<Schemas['AirpodShipment'] | undefined> {
  try {
    return await unwrap(services.api.GET('/airpod/shipment/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return undefined;
    return optionalData(services, Promise.reject(error), undefined);
  }
}

/** The balance and the saved card behind the transaction (either may be missing: it only narrows the choices). */
async function payingMeans(services: Services, id: string): Promise<PayingMeans> {
  const path = { params: { path: { id } } };
  const [balance, card, rules] = await Promise.all([
    optionalData(services, unwrap(services.api.GET('/airpod/balance/{id}', path)), undefined),
    optionalData(services, unwrap(services.api.GET('/airpod/card/{id}', path)), undefined),
    cardRules(services),
  ]);
  const saved = savedCardOf(card);
  return { balance: balance?.amount ?? null, ...(saved ? { card: saved } : {}), rules };
}

// A visitor at the bare address is asked to log in or top up: the page's largest content, in its HTML.
export const prerender = prerenderedForVisitors((screen) => ({ ...screen, data: { state: 'login' } satisfies EarphonesData }));

export async function loader(args: ScreenLoaderArgs) {
  return loadCampaignScreen(args, { newParticipants: false }, () => loadEarphones(args));
}

/**
 * The earphone (AirPods) campaign, /kampanija/ausines/:transactionId? (campaign seed §2, §3, §5, §7): the
 * transaction decides what shows. A Valid one buys earphones at the campaign price (the prize, the
 * delivery details, how to pay: the balance, the saved card or a new card on the payment page); a
 * ValidPromo one gets them free (the delivery details only); a used one goes to the used page.
 * Without a transaction a logged-in customer's own is used; anyone else is asked to log in or top up.
 */
export default function EarphonesCampaign() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: EarphonesData };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Earphones campaign={screen.campaign} data={screen.data} />;
}

function Earphones({ campaign, data }: { campaign: CampaignDefinition; data: EarphonesData }) {
  const ns = campaign.namespace;
  const { key, lang } = useRoute();
  const location = useLocation();
  const { t } = useTranslation([ns, 'routes', 'campaign-ui']);
  const hasTransaction = data.state === 'order' || data.state === 'promo';
  return (
    <article className="campaign campaign--purchase">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`routes:${key}.description`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current={hasTransaction ? 'order' : undefined} />
      {data.state === 'login' ? (
        <section className="campaign__message">
          <p>{t(`${ns}:states.login`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={loginAndBack(lang, location)}>
              {t('campaign-ui:login.action')}
            </Link>
            <Link className="button button--secondary" to={href('Refill', {}, lang)}>
              {t(`${ns}:actions.refill`)}
            </Link>
          </p>
        </section>
      ) : null}
      {data.state === 'none' || data.state === 'notFound' ? (
        <section className="campaign__message">
          <p>{t(`${ns}:states.${data.state}`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('Refill', {}, lang)}>
              {t(`${ns}:actions.refill`)}
            </Link>
          </p>
        </section>
      ) : null}
      {data.state === 'promo' ? <PromoShipment campaign={campaign} data={data} /> : null}
      {data.state === 'order' ? <Order campaign={campaign} data={data} /> : null}
    </article>
  );
}

const locationChoices = (locations: Location[]): FieldChoice[] =>
  locations.map((location) => ({ value: location.id, label: `${location.name} (${location.address})` }));

/** ValidPromo: free earphones, delivery details only (POST /airpod/shipment). */
function PromoShipment({ campaign, data }: { campaign: CampaignDefinition; data: Extract<EarphonesData, { state: 'promo' }> }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation(ns);
  const id = useId();
  const fieldOptions = useMemo(() => ({ location: locationChoices(data.locations) }), [data.locations]);
  const onSubmit = async (values: SpecFormData) => {
    try {
      const body = {
        transactionId: data.transaction.transactionId,
        firstName: String(values.firstName),
        lastName: String(values.lastName),
        email: String(values.email),
        location: Number(values.location),
      };
      await unwrap(services.api.POST('/airpod/shipment', { body }));
    } catch (error) {
      services.fail(error); // the popup; everything typed stays
      return;
    }
    services.navigate(href('EarphonesSuccess', {}, lang));
  };
  return (
    <section className="campaign-purchase" aria-labelledby={id}>
      <h2 id={id}>{t('promo.title')}</h2>
      <p>{t('promo.text')}</p>
      <SpecForm
        form={data.form}
        initialData={data.initial}
        fieldOptions={fieldOptions}
        onFieldBlur={splitTypedFullName}
        onSubmit={onSubmit}
        className="campaign__form"
      />
    </section>
  );
}

/** Valid: choose the earphones, leave the delivery details, pay (POST /airpod/order). */
function Order({ campaign, data }: { campaign: CampaignDefinition; data: Extract<EarphonesData, { state: 'order' }> }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation([ns, 'campaign-ui']);
  const id = useId();
  const priceOf = (prizeId: unknown) => data.prizes.find((prize) => prize.id === prizeId)?.price;
  const [price, setPrice] = useState(() => priceOf(data.initial.prizeId));
  const accepted = useMemo(() => acceptedMethods(campaign.settings), [campaign]);
  const fieldOptions = useMemo(
    () => ({
      prizeId: data.prizes.map((prize) => ({
        value: prize.id,
        label: t('campaign-ui:items.choice', { name: prize.name, price: formatPrice(prize.price, lang) }),
      })),
      location: locationChoices(data.locations),
      // Before a prize is chosen, every way to pay that covers the cheapest one is offered.
      paymentMethod: paymentChoices(accepted, price ?? Math.min(...data.prizes.map((prize) => prize.price)), data.means, t, lang),
    }),
    [data, price, accepted, lang, t],
  );

  if (data.prizes.length === 0)
    return (
      <p className="campaign__notice" role="note">
        {t(`${ns}:offer.soldOut`)}
      </p>
    );

  const onChange = (values: SpecFormData, previous: SpecFormData): SpecFormData | void => {
    if (values.prizeId === previous.prizeId) return undefined;
    const next = priceOf(values.prizeId);
    setPrice(next);
    // A way to pay the new price does not allow (a balance that no longer covers it) is unchosen.
    const allowed = paymentChoices(accepted, next ?? 0, data.means, t, lang).map((choice) => choice.value);
    return values.paymentMethod !== undefined && !allowed.includes(values.paymentMethod as number)
      ? { ...values, paymentMethod: undefined }
      : undefined;
  };

  /** Resolves when the app stays (a failure, a refused redirect); while the browser leaves for the payment page, the form stays busy. */
  const onSubmit = async (values: SpecFormData) => {
    try {
      const body = {
        transactionId: data.transaction.transactionId,
        prizeId: Number(values.prizeId),
        firstName: String(values.firstName),
        lastName: String(values.lastName),
        email: String(values.email),
        location: Number(values.location),
        paymentMethod: Number(values.paymentMethod) as 0 | 1 | 2,
      };
      const { redirectUrl } = await unwrap(services.api.POST('/airpod/order', { body }));
      if (!redirectUrl) return services.navigate(href('EarphonesSuccess', {}, lang));
      await followPayment(services, redirectUrl);
    } catch (error) {
      services.fail(error); // InsufficientBalanceException and the like: the popup; everything typed stays
    }
  };

  return (
    <section className="campaign-purchase" aria-labelledby={id}>
      <h2 id={id}>{t(`${ns}:order.title`)}</h2>
      <p>{t(`${ns}:order.text`)}</p>
      <SpecForm
        form={data.form}
        initialData={data.initial}
        fieldOptions={fieldOptions}
        onChange={onChange}
        onFieldBlur={splitTypedFullName}
        onSubmit={onSubmit}
        className="campaign__form"
      />
    </section>
  );
}
