import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/numbers';
import { SpecForm, type FieldChoice, type SpecFormData } from '@/shared/forms';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import type { SimCard, SimCardData, SimReplacementOffer } from './lines-data';

interface SimReplacementProps {
  sim: SimCard;
  offer: SimReplacementOffer | null;
  form: SimCardData['replacementForm'];
  onSuccess: (text: string) => void;
}

/**
 * A replacement SIM (issue 51): the ways with their price and time from the API, by courier to an address or from
 * a shop. The price is taken from the prepaid balance or added to the next invoice; the order shows in My orders.
 * An eSIM is replaced by the eSIM change instead.
 */
export function SimReplacement({ sim, offer, form, onSuccess }: SimReplacementProps) {
  const { t } = useTranslation('lines');
  const { lang } = useRoute();
  const services = useServices();
  const fieldOptions = useMemo((): Record<string, FieldChoice[]> => {
    if (!offer) return {};
    const options: Record<string, FieldChoice[]> = {
      delivery: offer.ways.map((way) => ({
        value: way.delivery,
        label: t('lines:sim.way', {
          way: t(`lines:sim-replacement.delivery.options.${way.delivery}`),
          price: formatPrice(way.price, lang),
          count: way.days,
        }),
      })),
      shopId: offer.shops.map((shop) => ({ value: shop.shopId, label: `${shop.name}, ${shop.address}` })),
    };
    return options;
  }, [offer, t, lang]);
  const submit = async (values: SpecFormData) => {
    const shop = values.delivery === 'shop';
    const body = {
      delivery: shop ? ('shop' as const) : ('courier' as const),
      shopId: shop ? Number(values.shopId) : null,
      address: shop ? null : String(values.address),
    };
    try {
      const order = await unwrap(services.api.POST('/sim/replacement', { body }));
      onSuccess(t('lines:sim.ordered', { price: formatPrice(order.total, lang) }));
    } catch (error) {
      services.fail(error); // the popup says why (the balance, the shop); what was typed stays
    }
  };
  return (
    <section className="account-section" aria-labelledby="sim-replacement">
      <h2 id="sim-replacement">{t('lines:sim.replacementTitle')}</h2>
      {sim.isEsim ? (
        <p>
          {t('lines:sim.esimReplacement')} <Link to={href('EsimChangeInfo', {}, lang)}>{t('lines:sim.esimChange')}</Link>
        </p>
      ) : offer ? (
        <>
          <p>{t('lines:sim.replacementText')}</p>
          <SpecForm form={form} fieldOptions={fieldOptions} onSubmit={submit}>
            <p className="account-note">
              {t('lines:sim.paidHow')} <Link to={href('Orders', {}, lang)}>{t('lines:sim.toOrders')}</Link>
            </p>
          </SpecForm>
        </>
      ) : (
        <p className="account-notice account-notice--error">{t('lines:unavailable')}</p>
      )}
    </section>
  );
}
