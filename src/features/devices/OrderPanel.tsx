import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPercent, formatPrice } from '@/shared/format/numbers';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { paymentKey, parsePayment, type DeviceDetails, type PaymentChoice } from './device-data';
import type { Availability } from './stock';
import { loginAndBack } from '@/shared/session/login-and-back';

const shopKey = (shopId: number | null) => (shopId === null ? 'delivery' : String(shopId));

/**
 * How to buy the device (a plain form: this public page loads no form library): the full price or a
 * leasing term the partner offers (payment request type 1), and delivery or a shop that shows it in
 * stock. An anonymous visitor logs in first and comes back with the same choices (kept in the address);
 * a logged-in one continues on the payment page.
 */
export function OrderPanel({ device, places: known }: { device: DeviceDetails; places: Availability | null | 'checking' }) {
  const { t } = useTranslation('devices');
  const { lang } = useRoute();
  const services = useServices();
  const { isLoggedIn } = useSession();
  const [query] = useSearchParams();
  const places = known === 'checking' ? null : known;
  const options = places?.places.filter((place) => place.available) ?? [];
  const [chosenPayment, setPayment] = useState<PaymentChoice>(() => parsePayment(query.get('payment'), device.leasing));
  const [chosenShop, setShopId] = useState<number | null | undefined>(
    () => (options.find((place) => shopKey(place.shopId) === query.get('shop')) ?? options[0])?.shopId,
  );
  // Another colour or memory keeps this panel (the same screen): a choice the new variant does not
  // offer falls back to full price and its first place, so the order never names a place not shown.
  const payment = parsePayment(paymentKey(chosenPayment), device.leasing);
  const shopId = options.some((place) => place.shopId === chosenShop) ? chosenShop : options[0]?.shopId;
  const [sending, setSending] = useState(false);

  const title = <h2 id="device-order">{t('device.order.title')}</h2>;
  if (places === null || options.length === 0 || shopId === undefined) {
    return (
      <section className="device-order" aria-labelledby="device-order">
        {title}
        <p>
          {t(known === 'checking' ? 'device.order.checking' : places === null ? 'device.order.stockUnknown' : 'device.order.unavailable')}
        </p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isLoggedIn) {
      const back = href('Device', { skuUrl: device.skuUrl }, lang, { payment: paymentKey(payment), shop: shopKey(shopId) });
      services.navigate(loginAndBack(lang, back));
      return;
    }
    setSending(true);
    try {
      const result = await unwrap(
        services.api.POST('/device/{sku}/order', {
          params: { path: { sku: device.sku } },
          body: { requestType: payment.requestType, months: payment.requestType === 1 ? payment.months : null, shopId },
        }),
      );
      // The payment page is outside the app: a full page load; stay busy until it opens.
      await followPayment(services, result.redirectUrl);
    } catch (error) {
      setSending(false);
      services.fail(error);
    }
  };

  const leasing = payment.requestType === 1;
  return (
    <section className="device-order" aria-labelledby="device-order">
      {title}
      <form className="device-order__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="device-order__group">
          <legend>{t('device.order.payment')}</legend>
          <label className="device-order__choice">
            <input type="radio" name="payment" value="full" checked={!leasing} onChange={() => setPayment({ requestType: 0 })} />
            <span>
              {t('device.order.full')}
              <span className="device-order__hint">{formatPrice(device.price, lang)}</span>
            </span>
          </label>
          {device.leasing.map((offer) => (
            <label key={offer.months} className="device-order__choice">
              <input
                type="radio"
                name="payment"
                value={`leasing-${offer.months}`}
                checked={leasing && payment.months === offer.months}
                onChange={() => setPayment({ requestType: 1, months: offer.months })}
              />
              <span>
                {t('device.order.leasing', { months: offer.months, monthly: formatPrice(offer.monthlyPayment, lang) })}
                <span className="device-order__hint">
                  {t('device.order.leasingDetails', {
                    rate: formatPercent(offer.annualInterestRate, lang, 2),
                    total: formatPrice(offer.total, lang),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="device-order__group">
          <legend>{t('device.order.place')}</legend>
          {options.map((place) => (
            <label key={shopKey(place.shopId)} className="device-order__choice">
              <input
                type="radio"
                name="shop"
                value={shopKey(place.shopId)}
                checked={shopId === place.shopId}
                onChange={() => setShopId(place.shopId)}
              />
              <span>
                {place.shopId === null ? t('device.order.delivery') : t('device.order.pickup', { name: place.name })}
                {place.address ? <span className="device-order__hint">{place.address}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {isLoggedIn ? null : <p className="device-order__note">{t('device.order.loginNote')}</p>}
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {sending ? t('device.order.sending') : t(leasing ? 'device.order.submitLeasing' : 'device.order.submit')}
        </button>
      </form>
    </section>
  );
}
