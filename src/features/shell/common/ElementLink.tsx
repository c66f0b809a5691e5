import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import type { ElementLinkData } from './shell-data';

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * A CMS link (header and footer data): a portal path becomes a router link; an external address
 * opens in a new tab and says so; anything else (javascript:, data:, malformed) is not a link at all.
 */
export function ElementLink({ link, className, children }: { link: ElementLinkData; className?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const label = children ?? link.name;
  const internal = link.target !== '_blank' ? safeRedirectPath(link.href) : undefined;
  if (internal) {
    return (
      <NavLink to={internal} className={className} end>
        {label}
      </NavLink>
    );
  }
  if (!EXTERNAL.test(link.href.trim())) return <span className={className}>{label}</span>;
  const newTab = link.target === '_blank';
  return (
    <a href={link.href.trim()} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
      {newTab ? (
        <>
          {' '}
          <span className="visually-hidden">{t('newTab')}</span>
        </>
      ) : null}
    </a>
  );
}
