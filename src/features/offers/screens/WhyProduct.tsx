import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenModule } from '@/shared/routing/screen';
import '../offers.css';

export const namespaces = ['why'] as const;

const REASONS = ['contract', 'payAsYouGo', 'change', 'esim', 'selfService', 'coverage'] as const;
const ROWS = ['contract', 'monthly', 'change', 'bills', 'leave'] as const;
const QUESTIONS = ['number', 'balance', 'coverage', 'esim'] as const;

/** Its reasons, comparison and questions are all in the spec files: the page is prerendered whole. */
export const prerender: ScreenModule['prerender'] = { screen: () => true, data: async () => null };

/** Core §2 why-product (/kodel-pulsas, Lithuanian only): the reasons, a comparison, questions and the next steps. */
export default function WhyProduct() {
  const { lang } = useRoute();
  const { t } = useTranslation('why');
  return (
    <div className="offers">
      <RouteHeading />
      <section aria-labelledby="why-reasons">
        <h2 id="why-reasons">{t('why:reasons.title')}</h2>
        <ul className="offer-cards">
          {REASONS.map((reason) => (
            <li key={reason} className="offer-card">
              <h3>{t(`why:reasons.items.${reason}.title`)}</h3>
              <p>{t(`why:reasons.items.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="why-compare">
        <h2 id="why-compare">{t('why:compare.title')}</h2>
        <div className="offer-table" role="region" aria-labelledby="why-compare-caption" tabIndex={0}>
          <table>
            <caption id="why-compare-caption">{t('why:compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('why:compare.columns.feature')}</th>
                <th scope="col">{t('why:compare.columns.pulsas')}</th>
                <th scope="col">{t('why:compare.columns.contract')}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`why:compare.rows.${row}.feature`)}</th>
                  <td>{t(`why:compare.rows.${row}.pulsas`)}</td>
                  <td>{t(`why:compare.rows.${row}.contract`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="why-faq" className="offer-faq">
        <h2 id="why-faq">{t('why:faq.title')}</h2>
        {QUESTIONS.map((question) => (
          <details key={question}>
            <summary>{t(`why:faq.items.${question}.q`)}</summary>
            <p>{t(`why:faq.items.${question}.a`)}</p>
          </details>
        ))}
      </section>
      <div className="offer-ctas">
        <p>{t('why:cta.text')}</p>
        <Link className="button" to={href('Plans', {}, lang)}>
          {t('why:cta.plans')}
        </Link>
        <Link className="button button--secondary" to={href('Esim', {}, lang)}>
          {t('why:cta.esim')}
        </Link>
        <Link className="button button--secondary" to={href('Refill', {}, lang)}>
          {t('why:cta.refill')}
        </Link>
      </div>
    </div>
  );
}
