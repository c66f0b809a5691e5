import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { useResource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';

/**
 * The new-requests badge (core §2): the unread ticket count, shown when there is any. Rendered only
 * with the my-requests item (default language), so other languages make no call. Failures go to
 * the one error handler (core §7).
 */
export function UnreadBadge({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const { data: count, error } = useResource(accountData(services).unreadTickets);
  useEffect(() => {
    if (error) services.fail(error);
  }, [error, services]);
  if (!count) return null;
  return (
    <>
      <span className="shell-badge account-nav__badge" aria-hidden="true">
        {count}
      </span>{' '}
      <span className="visually-hidden">({t('sideNav.newRequests', { count })})</span>
    </>
  );
}
