import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { href } from '@generated/routes';
import { useRoute } from '@/shared/routing/screen';

export function SideNav() {
  const { lang } = useRoute();
  const { t } = useTranslation('common');
  return (
    <nav className="side-nav" aria-label={t('sideNav.label')}>
      <ul>
        <li><NavLink to={href('Dashboard', {}, lang)} end>{t('sideNav.dashboard')}</NavLink></li>
        <li><NavLink to={href('Settings', {}, lang)}>{t('sideNav.settings')}</NavLink></li>
      </ul>
    </nav>
  );
}
