import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { formatDate } from '@/shared/format/format';
import type { GroupedBuckets } from './dashboard-data';
import { formatAmount, usedOf, type Bucket } from './format-usage';

function BucketRow({ bucket, lang }: { bucket: Bucket; lang: Language }) {
  const { t } = useTranslation('common');
  const amount = (value: number) =>
    formatAmount(value, bucket.unit, t(`dashboard:units.${bucket.unit}`, { defaultValue: bucket.unit }), lang);
  const usage =
    bucket.unlimited || bucket.total === null
      ? t('dashboard:unlimited')
      : t('dashboard:used', { used: amount(usedOf(bucket)), total: amount(bucket.total) });
  const nameId = `bucket-${bucket.id}`;
  return (
    <li className="bucket">
      <p className="bucket__name" id={nameId}>
        {bucket.name}
      </p>
      <p className="bucket__usage">{usage}</p>
      {/* The bar carries the same words as the text above it, so a screen reader hears more than a percentage. */}
      {bucket.total !== null && !bucket.unlimited ? (
        <progress className="bucket__bar" max={bucket.total} value={usedOf(bucket)} aria-labelledby={nameId} aria-valuetext={usage} />
      ) : null}
      {bucket.total !== null && !bucket.unlimited ? (
        <p className="dashboard-muted">{t('dashboard:remaining', { remaining: amount(bucket.remaining) })}</p>
      ) : null}
      {bucket.validUntil ? (
        <p className="dashboard-muted">{t('dashboard:validUntil', { date: formatDate(bucket.validUntil, lang) })}</p>
      ) : null}
    </li>
  );
}

/** Remaining allowances grouped by kind (data, calls, SMS, bonus money), as GET grouped-buckets gives them. */
export function BucketGroups({ buckets, lang }: { buckets: GroupedBuckets | null; lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="dashboard-allowances">
      <h2 id="dashboard-allowances">{t('dashboard:allowances')}</h2>
      {!buckets ? <p>{t('dashboard:unavailable')}</p> : null}
      {buckets && buckets.groups.length === 0 ? <p>{t('dashboard:noAllowances')}</p> : null}
      {buckets?.groups.map((group) => (
        <section key={group.type} className={`bucket-group bucket-group--${group.type}`} aria-labelledby={`bucket-group-${group.type}`}>
          <h3 id={`bucket-group-${group.type}`}>{group.title}</h3>
          <ul className="bucket-group__list">
            {group.buckets.map((bucket) => (
              <BucketRow key={bucket.id} bucket={bucket} lang={lang} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
