import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { routeCampaign } from '../game/route-campaign';
import { isException } from '../game/errors';
import { GameAnnouncer, useFocusRequest } from '../game/GameAnnouncer';
import { StepProgress } from '../parts/StepProgress';
import { isShippable, wheelSettings, type AwardsLocation, type AwardsWinning } from '../wheel/awards-data';
import '../campaigns.css';
import '../wheel/awards.css';

/** The runtime's texts (steps); the forms' labels and messages come with the form library. */
export const namespaces = ['campaign-ui'] as const;

interface DeliveryData {
  campaign: CampaignDefinition;
  winning: AwardsWinning;
  locations: AwardsLocation[];
  delivery: FormDefinition;
  code: FormDefinition;
}

/** The winning (:winning) of the customer, the delivery locations and both forms; an unknown winning is not found. */
export async function loader({ params, services, route }: ScreenLoaderArgs): Promise<DeliveryData> {
  const campaign = await routeCampaign(route.key);
  const id = Number(params.winning);
  if (!Number.isInteger(id)) throw new Response(null, { status: 404 });
  const [winnings, locations, delivery, code] = await Promise.all([
    unwrap(services.api.GET('/awards-campaign/winnings')),
    unwrap(services.api.GET('/awards-campaign/locations')),
    forms['awards-delivery'](),
    forms['awards-email-confirmation'](),
  ]);
  const winning = winnings.find((candidate) => candidate.winningId === id);
  if (!winning) throw new Response(null, { status: 404 });
  return { campaign, winning, locations, delivery, code };
}

type Step = 'notShippable' | 'notConfirmed' | 'form' | 'code' | 'done';

function stepOf(winning: AwardsWinning, shippable: boolean): Step {
  if (!shippable) return 'notShippable';
  if (!winning.isConfirmed) return 'notConfirmed';
  if (!winning.isShipped) return 'form';
  return winning.isEmailConfirmed ? 'done' : 'code';
}

/**
 * Delivery of a won thing (campaign seed §2 /{product}-taskai/pristatymas/:winning): the delivery form
 * (full name, e-mail, post code, location; POST /awards-campaign/shipment), then the numeric code mailed to
 * that address (POST /awards-campaign/email), then the order's success page. A winning not confirmed yet is
 * confirmed here first; one that needs no delivery, or whose delivery is done, says so. Failures go to the
 * one error handler and the forms keep what was typed.
 */
export default function AwardsDelivery() {
  const { campaign, winning, locations, delivery, code } = useLoaderData() as DeliveryData;
  const ns = campaign.namespace;
  const settings = wheelSettings(campaign.settings);
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const [step, setStep] = useState<Step>(() => stepOf(winning, isShippable(settings, winning.prizeType)));
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusStep = useFocusRequest(titleRef);
  const [choices] = useState(() => ({ deliveryLocation: locations.map((l) => ({ value: l.id, label: `${l.name} – ${l.address}` })) }));

  const go = (next: Step, message: string) => {
    setStep(next);
    setAnnouncement(message);
    focusStep();
  };

  const confirmWinning = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await unwrap(services.api.POST('/awards-campaign/confirm/{id}', { params: { path: { id: winning.winningId } } }));
    } catch (error) {
      if (!isException(error, 'WinningAlreadyConfirmedException')) {
        setBusy(false);
        services.fail(error);
        return;
      }
    }
    setBusy(false);
    go('form', `${t('delivery.title')}. ${t('delivery.text')}`);
  };

  const ship = async (values: SpecFormData) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
    const body = {
      fullName: text('fullName'),
      email: text('email'),
      postCode: text('postCode'),
      deliveryLocation: Number(values.deliveryLocation),
      winningId: winning.winningId,
    };
    try {
      await unwrap(services.api.POST('/awards-campaign/shipment', { body }));
    } catch (error) {
      services.fail(error);
      return;
    }
    setEmail(body.email);
    go('code', `${t('delivery.emailTitle')}. ${t('delivery.emailCode')}`);
  };

  const confirmEmail = async (values: SpecFormData) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
    try {
      await unwrap(services.api.POST('/awards-campaign/email', { body: { code: text('code'), email: text('email') } }));
    } catch (error) {
      services.fail(error);
      return;
    }
    services.navigate(href('AwardsOrderSuccess', {}, lang));
  };

  const back = (
    <Link className="button button--secondary" to={href('AwardsPoints', {}, lang)}>
      {t('actions.backToPoints')}
    </Link>
  );

  return (
    <div className="awards">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t('delivery.prize', { prize: winning.prizeName })}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current="spend" />
      {step === 'notShippable' || step === 'done' || step === 'notConfirmed' ? (
        <section className="awards-note" aria-labelledby="awards-delivery-state">
          <h2 id="awards-delivery-state" ref={titleRef} tabIndex={-1}>
            {t(`delivery.${step}.title`)}
          </h2>
          <p>{t(`delivery.${step}.text`, { prize: winning.prizeName })}</p>
          <p className="campaign__actions">
            {step === 'notConfirmed' ? (
              <button type="button" className="button" onClick={() => void confirmWinning()} aria-disabled={busy}>
                {t('winnings.confirm')}
              </button>
            ) : null}
            {back}
          </p>
        </section>
      ) : step === 'form' ? (
        <section className="awards-delivery" aria-labelledby="awards-delivery-state">
          <h2 id="awards-delivery-state" ref={titleRef} tabIndex={-1}>
            {t('delivery.title')}
          </h2>
          <p>{t('delivery.text')}</p>
          <SpecForm
            form={delivery}
            idPrefix="awards-delivery"
            fieldOptions={choices}
            initialData={{ winningId: winning.winningId }}
            onSubmit={ship}
          />
        </section>
      ) : (
        <section className="awards-delivery" aria-labelledby="awards-delivery-state">
          <h2 id="awards-delivery-state" ref={titleRef} tabIndex={-1}>
            {t('delivery.emailTitle')}
          </h2>
          <p>{t('delivery.emailCode')}</p>
          <SpecForm form={code} idPrefix="awards-email-confirmation" initialData={email ? { email } : undefined} onSubmit={confirmEmail} />
        </section>
      )}
      <GameAnnouncer message={announcement} />
    </div>
  );
}
