import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';

/** The two things most visitors come for: choosing a plan and topping up. */
export function QuickLinks() {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  return (
    <section className="home-section" aria-labelledby="home-quick-links">
      <h2 id="home-quick-links">{t('home:quickLinks.title')}</h2>
      <ul className="quick-links">
        <li className="quick-link">
          <Link className="quick-link__link" to={href('Plans', {}, lang)}>
            {t('home:quickLinks.plans')}
          </Link>
          <p>{t('home:quickLinks.plansText')}</p>
        </li>
        <li className="quick-link">
          <Link className="quick-link__link" to={href('Refill', {}, lang)}>
            {t('home:quickLinks.topUp')}
          </Link>
          <p>{t('home:quickLinks.topUpText')}</p>
        </li>
      </ul>
    </section>
  );
}
