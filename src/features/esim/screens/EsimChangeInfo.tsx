import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { loadChange, type ChangeData } from '../esim-data';
import '../esim.css';

/** Beyond the base texts: the eSIM texts. */
export const namespaces = ['esim'] as const;

export const loader = ({ services }: ScreenLoaderArgs): Promise<ChangeData> => loadChange(services, false);

const WHEN = ['newPhone', 'removed', 'fromSim'] as const;
const KNOW = ['oldStops', 'keeps', 'validity'] as const;

/**
 * Core §2 /esim/keitimas (login): when and how an eSIM is changed, what stays, and its price (the
 * configured ESimChangePricePlanId). Hidden, a notice instead, while ChangeESim (12) is disabled.
 */
export default function EsimChangeInfo() {
  const data = useLoaderData() as ChangeData;
  const { lang } = useRoute();
  const { t } = useTranslation(['esim', 'routes']);
  return (
    <section className="esim esim--narrow" aria-labelledby="esim-change-info-title">
      <h1 id="esim-change-info-title">{t('routes:EsimChangeInfo.title')}</h1>
      {!data.enabled ? (
        <div className="esim-state">
          <h2>{t('change.unavailable.title')}</h2>
          <p>{t('change.unavailable.text')}</p>
          <p>
            <Link className="button" to={href('Dashboard', {}, lang)}>
              {t('change.toAccount')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="lead">{t(data.isEsim === false ? 'change.introSim' : 'change.intro')}</p>
          <section aria-labelledby="esim-change-when">
            <h2 id="esim-change-when">{t('change.whenTitle')}</h2>
            <ul>
              {WHEN.map((item) => (
                <li key={item}>{t(`change.when.${item}`)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="esim-change-know">
            <h2 id="esim-change-know">{t('change.knowTitle')}</h2>
            <ul>
              {KNOW.map((item) => (
                <li key={item}>{t(`change.know.${item}`)}</li>
              ))}
            </ul>
          </section>
          <p className="esim-offer__price">
            {data.plan ? t('change.price', { price: formatPrice(data.plan.price, lang) }) : t('change.priceUnknown')}
          </p>
          <p>
            <Link className="button" to={href('EsimChange', {}, lang)}>
              {t('change.order')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
