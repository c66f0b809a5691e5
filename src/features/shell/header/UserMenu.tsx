import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { defaultLanguage, type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { useSession } from '@/shared/session/use-session';
import { formatPhone } from '@/shared/format/phone';
import { HeaderDropdown } from './HeaderDropdown';
import type { HeaderMenus } from './use-header-menus';

/**
 * The logged-in user's menu (core §2: a dropdown submenu on large screens, a panel under the header
 * on smaller ones). Logged out there is no menu: the login link in the header's actions stands for it.
 */
export function UserMenu({ lang, menus }: { lang: Language; menus: HeaderMenus }) {
  const { t } = useTranslation('common', { lng: lang });
  const { isLoggedIn, claims } = useSession();
  if (!isLoggedIn) return null;
  const items = [
    { key: 'dashboard', to: href('Dashboard', {}, lang) },
    { key: 'settings', to: href('Settings', {}, lang) },
    { key: 'invoices', to: href('Invoices', {}, lang) },
    ...(lang === defaultLanguage ? [{ key: 'requests', to: href('MyRequests', {}, lang) }] : []),
  ];
  return (
    <HeaderDropdown
      id="user"
      menus={menus}
      className="header-user"
      listLabel={t('header.userMenu.label')}
      button={
        <>
          <span className="visually-hidden">{t('header.userMenu.label')}</span>{' '}
          <span className="icon header-user__icon" aria-hidden="true" />
          <span className="header-user__phone">{formatPhone(claims?.msisdn) || t('header.myAccount')}</span>
        </>
      }
    >
      {items.map((item) => (
        <li key={item.key}>
          <NavLink to={item.to} end className="header-dropdown__item">
            {t(`sideNav.${item.key}`)}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={href('Logout', {}, lang)} className="header-dropdown__item header-dropdown__item--red">
          {t('sideNav.logOut')}
        </NavLink>
      </li>
    </HeaderDropdown>
  );
}
