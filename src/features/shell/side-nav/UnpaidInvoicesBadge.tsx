import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { useResource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';

/**
 * The invoices item's badge: how many invoices a postpaid account has to pay (# assumed: the seeds name only
 * the requests' badge). A prepaid account is never asked; a count that cannot be read shows nothing (it is
 * a hint beside a link, not the page's content). Paying an invoice refreshes it.
 */
export function UnpaidInvoicesBadge({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const data = accountData(useServices());
  const postpaid = useResource(data.userInfo).data?.customerType === 'postpaid';
  return postpaid ? <Count resource={data.unpaidInvoices} label={(count) => t('sideNav.unpaidInvoices', { count })} /> : null;
}

function Count({ resource, label }: { resource: ReturnType<typeof accountData>['unpaidInvoices']; label: (count: number) => string }) {
  const { data: count } = useResource(resource);
  if (!count) return null;
  return (
    <>
      <span className="shell-badge account-nav__badge" aria-hidden="true">
        {count}
      </span>{' '}
      <span className="visually-hidden">({label(count)})</span>
    </>
  );
}
