import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { components } from '@generated/api/schema';
import { FeatureId } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { disabledFeatures, type EsimOffer } from '../esim-data';
import '../esim.css';
import { featureOn } from '@/shared/account/features';
import { accountData } from '@/shared/account/account-data';

/** Beyond the base texts: the eSIM texts. */
export const namespaces = ['esim'] as const;

type Device = components['schemas']['Device'];

interface EsimData {
  /** null: the offer could not be read (the popup said so). */
  offer: EsimOffer | null;
  /** eSIM-capable devices, one per model name; null: the list could not be read. */
  devices: Device[] | null;
  changeEnabled: boolean;
}

/** One entry per model name (colours of a model share it). */
function models(devices: Device[]): Device[] {
  const seen = new Set<string>();
  return devices.filter((device) => !seen.has(device.name) && seen.add(device.name));
}

/**
 * The offer, the compatible devices and whether the eSIM change is offered (hidden while ChangeESim 12 is
 * disabled: the features switched off are the whole site's, not a subscriber's). Live, a part that fails
 * is left out and the popup says so; `baked` (the build's data, its prerender) fails the build instead.
 */
async function loadEsim(services: ScreenLoaderArgs['services'], { baked = false } = {}): Promise<EsimData> {
  const part = <T,>(call: Promise<T>) => (baked ? call : optionalData(services, call, null));
  const [offer, devices, disabled] = await Promise.all([
    part(unwrap(services.api.GET('/esim/offer'))),
    part(unwrap(services.api.GET('/devices', { params: { query: { esim: true } } }))),
    // Baked at build time, a failure must fail the build rather than bake a guess.
    baked ? accountData(services).disabledFeatures.get() : disabledFeatures(services),
  ]);
  return { offer, devices: devices && models(devices), changeEnabled: featureOn(disabled, FeatureId.ChangeESim) };
}

export const loader = ({ services }: ScreenLoaderArgs) => loadEsim(services);

/** Prerendered with its data (the same for every visitor). */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  data: ({ services }) => loadEsim(services, { baked: true }),
};

const BENEFITS = ['noCard', 'minutes', 'keepNumber'] as const;
const HOW = ['buy', 'scan', 'use'] as const;

/**
 * Core §2 /esim (and /e-sim): what an eSIM is, the price, how buying works, the compatible devices
 * (GET /devices?esim=true) and the purchase button; customers already with Pulsas are pointed to the
 * eSIM change (hidden while ChangeESim 12 is disabled).
 */
export default function Esim() {
  const { offer, devices, changeEnabled } = useLoaderData() as EsimData;
  const { lang } = useRoute();
  const { t } = useTranslation('esim');
  return (
    <div className="esim">
      <section className="esim__intro" aria-labelledby="esim-title">
        <RouteHeading id="esim-title" />
      </section>

      <section className="esim-offer" aria-labelledby="esim-offer-title">
        <h2 id="esim-offer-title">{t('landing.offerTitle')}</h2>
        {offer ? (
          <>
            <p className="esim-offer__price">{formatPrice(offer.price, lang)}</p>
            <p>{t('landing.included', { amount: formatPrice(offer.includedBalance, lang) })}</p>
          </>
        ) : (
          <p>{t('landing.priceUnavailable')}</p>
        )}
        <p>
          <Link className="button" to={href('EsimPurchase', {}, lang)}>
            {t('landing.buy')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="esim-what-title">
        <h2 id="esim-what-title">{t('landing.whatTitle')}</h2>
        <p>{t('landing.what')}</p>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`landing.benefits.${benefit}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="esim-how-title">
        <h2 id="esim-how-title">{t('landing.howTitle')}</h2>
        <ol>
          {HOW.map((step) => (
            <li key={step}>{t(`landing.how.${step}`)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="esim-devices-title">
        <h2 id="esim-devices-title">{t('landing.devicesTitle')}</h2>
        <p>{t('landing.devicesHint')}</p>
        {devices === null ? (
          <p className="esim__note">{t('landing.devicesError')}</p>
        ) : devices.length === 0 ? (
          <p className="esim__note">{t('landing.devicesEmpty')}</p>
        ) : (
          <ul className="esim-devices">
            {devices.map((device) => (
              <li key={device.sku}>
                <Link to={href('Device', { skuUrl: device.skuUrl }, lang)}>{device.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {changeEnabled ? (
        <section aria-labelledby="esim-change-title">
          <h2 id="esim-change-title">{t('landing.changeTitle')}</h2>
          <p>{t('landing.change')}</p>
          <p>
            <Link className="button button--secondary" to={href('EsimChangeInfo', {}, lang)}>
              {t('landing.changeLink')}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
