import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { SpecForm, type FieldChoice, type SpecFormData } from '@/shared/forms';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { purchaseCardAllowed, type EsimOffer } from '../esim-data';
import '../esim.css';

/** Beyond the base texts: the eSIM texts and SpecForm's labels, options and messages. */
export const namespaces = ['esim', 'forms', 'validation'] as const;

interface PurchaseData {
  form: FormDefinition;
  offer: EsimOffer | null;
  /** Card payments are offered only while PpPurchaseCreditCard (5) is enabled and prepaid card payments are on. */
  cardEnabled: boolean;
}

export async function loader({ services }: ScreenLoaderArgs): Promise<PurchaseData> {
  const [form, offer, cardEnabled] = await Promise.all([
    forms['esim-purchase'](),
    optionalData(services, unwrap(services.api.GET('/esim/offer')), null),
    purchaseCardAllowed(services),
  ]);
  return { form, offer, cardEnabled };
}

/**
 * Core §2 /esim/pirkimas: the e-mail for the activation code, the payment method and the terms; paying
 * continues on the payment page (the one payment redirect rule), which comes back to the QR page.
 */
export default function EsimPurchase() {
  const { form, offer, cardEnabled } = useLoaderData() as PurchaseData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation(['esim', 'forms']);
  const methods: FieldChoice[] = [
    { value: 'bank', label: t('forms:esim-purchase.paymentMethod.options.bank') },
    ...(cardEnabled ? [{ value: 'card', label: t('forms:esim-purchase.paymentMethod.options.card') }] : []),
  ];

  /** Resolves only when the app stays (a refused redirect or a failure); while the browser leaves, the form stays busy. */
  const onSubmit = async (values: SpecFormData) => {
    try {
      const body = {
        email: String(values.email),
        paymentMethod: values.paymentMethod === 'card' ? ('card' as const) : ('bank' as const),
        agreement: true as const,
      };
      const { redirectUrl } = await unwrap(services.api.POST('/esim/purchase', { body }));
      await followPayment(services, redirectUrl);
    } catch (error) {
      services.fail(error); // FeatureDisabledException and the like: the popup; what was typed stays
    }
  };

  return (
    <section className="esim esim--narrow" aria-labelledby="esim-purchase-title">
      <RouteHeading id="esim-purchase-title" />
      <dl className="esim-summary">
        <div>
          <dt>{t('purchase.product')}</dt>
          <dd>{offer ? formatPrice(offer.price, lang) : t('landing.priceUnavailable')}</dd>
        </div>
        {offer ? (
          <>
            <div>
              <dt>{t('purchase.balance')}</dt>
              <dd>{formatPrice(offer.includedBalance, lang)}</dd>
            </div>
            <div>
              <dt>{t('purchase.validity')}</dt>
              <dd>{t('purchase.hours', { count: offer.activationValidityHours })}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <SpecForm form={form} fieldOptions={{ paymentMethod: methods }} onSubmit={onSubmit}>
        <p className="esim__note">{t('purchase.paymentNote')}</p>
      </SpecForm>
      <p>
        <Link className="link-target" to={href('Esim', {}, lang)}>
          {t('purchase.back')}
        </Link>
      </p>
    </section>
  );
}
