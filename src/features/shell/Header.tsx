import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@generated/routes';
import { useRoute } from '@/shared/routing/screen';

/** The site header: logo, main links. (The full header with menus lives here too.) */
export function Header({ dark = false }: { dark?: boolean }) {
  const { lang } = useRoute();
  const { t } = useTranslation('common');
  return (
    <header className={`header${dark ? ' header--dark' : ''}`}>
      <Link className="header__logo" to={href('Home', {}, lang)} aria-label={t('header.logo')}>
        {t('productName')}
      </Link>
      <nav aria-label={t('header.mainNavigation')}>
        <ul className="header__links">
          <li><Link to={href('Plans', {}, lang)}>{t('header.links.plans')}</Link></li>
          <li><Link to={href('Refill', {}, lang)}>{t('header.links.topUp')}</Link></li>
          <li><Link to={href('Devices', {}, lang)}>{t('header.links.devices')}</Link></li>
          <li><Link to={href('Discounts', {}, lang)}>{t('header.links.discounts')}</Link></li>
          <li><Link to={href('Help', {}, lang)}>{t('header.links.help')}</Link></li>
        </ul>
      </nav>
    </header>
  );
}
