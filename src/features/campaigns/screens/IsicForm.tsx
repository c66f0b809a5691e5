import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatDate } from '@/shared/format/format';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { discountSettings, isOfferOpen, loadDiscountOffer, type DiscountOffer } from '../discount/discount-data';
import DiscountPlan from '../discount/DiscountPlan';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import { splitFullName } from '../purchase/full-name';
import '../campaigns.css';
import { now } from '@/shared/clock';

/** Beyond the base texts and the campaign's own: the runtime's texts and SpecForm's labels and messages. */
export const namespaces = ['campaign-ui'] as const;

interface IsicData {
  form: FormDefinition;
  offer: DiscountOffer;
  initial: SpecFormData;
}

export async function loader(args: ScreenLoaderArgs) {
  const { services } = args;
  return loadCampaignScreen(args, { newParticipants: true }, async (campaign): Promise<IsicData> => {
    const [form, offer, user] = await Promise.all([
      forms.isic(),
      // The plan id and the validity dates are the configs the campaign file names (IsicPricePlanId, IsicValidFrom/To).
      loadDiscountOffer(services, discountSettings(campaign.settings)),
      optionalData(services, accountData(services).userInfo.get(), undefined),
    ]);
    // The names start from the customer's own, split on the last space; the card may say otherwise.
    return { form, offer, initial: user?.fullName ? splitFullName(user.fullName) : {} };
  });
}

/**
 * The ISIC discount form, /akcijos/isic/forma (login required; core §2, campaign seed §2, §5): the
 * customer's names as on the card and the ISIC number (rule isicNumber), then the order of the plan whose
 * id is the IsicPricePlanId config (POST /price-plan/isic/order). It is open only between the
 * IsicValidFrom and IsicValidTo configs, checked when the page opens and again on sending. Bad input is
 * reported at its field; a refused order (an unknown or expired card, too little balance) in the popup,
 * with everything typed kept.
 */
export default function IsicForm() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: IsicData };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Isic campaign={screen.campaign} data={screen.data} />;
}

type State = { step: 'form' } | { step: 'closed' } | { step: 'done'; orderId: string };

function Isic({ campaign, data }: { campaign: CampaignDefinition; data: IsicData }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes', 'campaign-ui']);
  const [state, setState] = useState<State>(() => (isOfferOpen(data.offer, now()) ? { step: 'form' } : { step: 'closed' }));
  const { plan, planId } = data.offer;
  const formId = useId();
  const outcome = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: focus goes to its heading, so a screen reader reads it at once.
  useEffect(() => {
    if (state.step !== 'form') outcome.current?.focus();
  }, [state.step]);

  const onSubmit = async (values: SpecFormData) => {
    // The validity dates are checked again: a page left open may outlive them.
    if (!isOfferOpen(data.offer, now())) return setState({ step: 'closed' });
    try {
      const body = {
        planId: planId!,
        isicNumber: String(values.isicNumber).toUpperCase(),
        firstName: String(values.firstName),
        lastName: String(values.lastName),
      };
      const { orderId } = await unwrap(services.api.POST('/price-plan/isic/order', { body }));
      setState({ step: 'done', orderId });
    } catch (error) {
      services.fail(error); // InvalidIsicNumberException, InsufficientBalanceException: the popup; what was typed stays
    }
  };

  const validity =
    data.offer.validFrom && data.offer.validTo
      ? { from: formatDate(data.offer.validFrom, lang), to: formatDate(data.offer.validTo, lang) }
      : undefined;
  return (
    <article className="campaign campaign--discount">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`routes:${key}.description`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current={state.step === 'done' ? 'plan' : 'form'} />
      {state.step === 'closed' || !plan ? (
        <section className="campaign__message" aria-labelledby={`${formId}-closed`}>
          <h2 id={`${formId}-closed`} ref={outcome} tabIndex={-1}>
            {t(`${ns}:closed.title`)}
          </h2>
          <p>{state.step === 'closed' && validity ? t(`${ns}:closed.text`, validity) : t(`${ns}:closed.unavailable`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('Plans', {}, lang)}>
              {t(`${ns}:actions.plans`)}
            </Link>
          </p>
        </section>
      ) : state.step === 'done' ? (
        <section className="campaign__message" role="status" aria-labelledby={`${formId}-done`}>
          <h2 id={`${formId}-done`} ref={outcome} tabIndex={-1}>
            {t(`${ns}:done.title`)}
          </h2>
          <p>{t(`${ns}:done.text`, { plan: plan.name, orderId: state.orderId })}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('Dashboard', {}, lang)}>
              {t(`${ns}:actions.dashboard`)}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <DiscountPlan data={{ offer: data.offer }} />
          <section className="campaign-purchase" aria-labelledby={`${formId}-form`}>
            <h2 id={`${formId}-form`}>{t(`${ns}:form.title`)}</h2>
            <p>{t(`${ns}:form.text`)}</p>
            <SpecForm form={data.form} initialData={data.initial} onSubmit={onSubmit} className="campaign__form">
              <p className="campaign__note">{t(`${ns}:form.charged`)}</p>
            </SpecForm>
          </section>
        </>
      )}
    </article>
  );
}
