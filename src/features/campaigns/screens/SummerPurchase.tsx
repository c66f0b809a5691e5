import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import type { FormDefinition } from '@generated/forms/index';
import { loadForm } from '@/shared/forms/load-form';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices, type Services } from '@/shared/services';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { loadItems, type CampaignItem } from '../draw/draw-data';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import { acceptedMethods, paymentChoices, savedCardOf, type PayingMeans } from '../purchase/payment-choices';
import { cardRules } from '@/shared/account/payment-ways';
import '../campaigns.css';

/** Beyond the base texts and the campaign's own: the runtime's texts and SpecForm's messages. */
export const namespaces = ['campaign-ui'] as const;

interface PurchaseData {
  form: FormDefinition;
  items: CampaignItem[];
  means: PayingMeans;
  initial: SpecFormData;
}

/** The customer's balance and saved card: what narrows the ways to pay (either may be missing). */
async function payingMeans(services: Services): Promise<PayingMeans> {
  const [buckets, card, rules] = await Promise.all([
    optionalData(services, unwrap(services.api.GET('/user-information/v2/grouped-buckets')), undefined),
    optionalData(services, unwrap(services.api.GET('/payment/payments/card')), undefined),
    cardRules(services),
  ]);
  const saved = savedCardOf(card);
  return { balance: buckets?.balance?.amount ?? null, ...(saved ? { card: saved } : {}), rules };
}

export async function loader(args: ScreenLoaderArgs) {
  const { services, request } = args;
  return loadCampaignScreen(args, { newParticipants: true }, async (campaign): Promise<PurchaseData> => {
    const [form, items, means] = await Promise.all([loadForm('shake-purchase'), loadItems(services, campaign.name), payingMeans(services)]);
    const onSale = items.filter((item) => item.isActive);
    const chosen = Number(new URL(request.url).searchParams.get('item'));
    const item = onSale.find((candidate) => candidate.id === chosen) ?? (onSale.length === 1 ? onSale[0] : undefined);
    return { form, items: onSale, means, initial: item ? { itemId: item.id } : {} };
  });
}

/**
 * Buying a draw campaign's item (the summer game's /akcijos/vasara/pirkimas?item=<id>, login required):
 * the item (the one chosen on the items page, preselected) and how to pay (the balance when it covers
 * the price, the saved card), then POST /campaign/{campaignName}/purchases, which gives a draw: on to
 * the draw with it. A refused purchase shows the popup and keeps the choices.
 */
export default function SummerPurchase() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: PurchaseData };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Purchase campaign={screen.campaign} data={screen.data} />;
}

function Purchase({ campaign, data }: { campaign: CampaignDefinition; data: PurchaseData }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes', 'campaign-ui']);
  const accepted = useMemo(() => acceptedMethods(campaign.settings), [campaign]);
  const cheapest = Math.min(...data.items.map((item) => item.price));
  const fieldOptions = useMemo(
    () => ({
      itemId: data.items.map((item) => ({
        value: item.id,
        label: t('campaign-ui:items.choice', { name: item.name, price: formatPrice(item.price, lang) }),
      })),
      // Every way to pay that covers the cheapest item; the API refuses one that does not cover the chosen.
      paymentMethod: paymentChoices(accepted, cheapest, data.means, t, lang),
    }),
    [data, accepted, cheapest, t, lang],
  );
  const canPay = fieldOptions.paymentMethod.length > 0;

  const onSubmit = async (values: SpecFormData) => {
    try {
      const { drawId } = await unwrap(
        services.api.POST('/campaign/{campaignName}/purchases', {
          params: { path: { campaignName: campaign.name } },
          body: { itemId: Number(values.itemId), paymentMethod: Number(values.paymentMethod) as 0 | 2 },
        }),
      );
      services.navigate(href('SummerGameDraw', {}, lang, { drawId }));
    } catch (error) {
      services.fail(error); // InsufficientBalanceException and the like: the popup; the choices stay
    }
  };

  return (
    <article className="campaign campaign--draw">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`${ns}:purchase.intro`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current="buy" />
      {data.items.length === 0 ? (
        <p className="campaign__message">{t(`${ns}:items.none`)}</p>
      ) : !canPay ? (
        <section className="campaign__message">
          <p>{t(`${ns}:purchase.noMeans`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('Refill', {}, lang)}>
              {t('routes:Refill.title')}
            </Link>
          </p>
        </section>
      ) : (
        <SpecForm form={data.form} initialData={data.initial} fieldOptions={fieldOptions} onSubmit={onSubmit} className="campaign__form" />
      )}
    </article>
  );
}
