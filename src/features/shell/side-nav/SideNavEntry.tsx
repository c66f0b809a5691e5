import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuEvent } from '@generated/enums';
import type { Language } from '@generated/routes';
import type { SideNavItem } from './menu-items';
import { UnpaidInvoicesBadge } from './UnpaidInvoicesBadge';
import { UnreadBadge } from './UnreadBadge';

/**
 * One side navigation item: a link (with its badge), an event button (PUK code, id card, log out),
 * or a disabled entry: a link without an address, marked aria-disabled, with the "not available" text.
 */
export function SideNavEntry({ item, lang, onEvent }: { item: SideNavItem; lang: Language; onEvent: (event: MenuEvent) => void }) {
  const { t } = useTranslation('common', { lng: lang });
  const className = `account-nav__item account-nav__item--${item.id}${item.red ? ' account-nav__item--red' : ''}`;
  const label = <span className="account-nav__label">{item.label ?? t(`sideNav.${item.id}`)}</span>;
  const icon = <span className={`icon account-nav__icon account-nav__icon--${item.id}`} aria-hidden="true" />;
  if (item.disabled) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link: announced as a link, goes nowhere
      <a role="link" aria-disabled="true" className={`${className} is-disabled`}>
        {icon}
        {label} <span className="account-nav__note">{t('sideNav.numberRegistrationDisabled')}</span>
      </a>
    );
  }
  if (item.event) {
    const event = item.event;
    return (
      <button type="button" className={className} onClick={() => onEvent(event)}>
        {icon}
        {label}
      </button>
    );
  }
  return (
    <NavLink to={item.to!} end={item.id === 'dashboard'} className={className}>
      {icon}
      {label}
      {item.badge === 'unreadTickets' ? <UnreadBadge lang={lang} /> : null}
      {item.badge === 'unpaidInvoices' ? <UnpaidInvoicesBadge lang={lang} /> : null}
    </NavLink>
  );
}
