import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import type { GroupedBuckets } from './dashboard-data';

/**
 * The prepaid balance and the way to top it up; postpaid subscribers are invoiced and have no balance
 * (null). Balances that failed to load (no buckets) are said to be unavailable, not left blank.
 */
export function BalanceCard({ buckets, lang }: { buckets: GroupedBuckets | null; lang: Language }) {
  const { t } = useTranslation('common');
  const balance = buckets?.balance;
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-balance">
      <h2 id="dashboard-balance">{t('dashboard:balance')}</h2>
      {balance ? (
        <>
          <p className="dashboard-balance__amount">{formatPrice(balance.amount, lang)}</p>
          {balance.validUntil ? (
            <p className="dashboard-muted">{t('dashboard:balanceValidUntil', { date: formatDate(balance.validUntil, lang) })}</p>
          ) : null}
        </>
      ) : null}
      {!buckets ? <p>{t('dashboard:unavailable')}</p> : null}
      <Link className="button" to={href('Refill', {}, lang)}>
        {t('dashboard:topUp')}
      </Link>
    </section>
  );
}
