import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@generated/routes';
import { formatNumber, formatPercent } from '@/shared/format/numbers';
import { href } from '@/shared/routing/paths';
import { UsageBar } from '@/shared/ui/UsageBar';
import type { GroupedBuckets } from './dashboard-data';
import { usedOf, type Bucket } from './format-usage';

const GB_OF: Record<string, number> = { GB: 1, MB: 1 / 1024 };

/** The data allowances with a limit, summed in GB: what the plan gives and what is used of it. */
export function dataUse(buckets: GroupedBuckets | null): { used: number; total: number } | null {
  const limited = (buckets?.groups.find((group) => group.type === 'data')?.buckets ?? []).filter(
    (bucket: Bucket) => bucket.total !== null && !bucket.unlimited && GB_OF[bucket.unit] !== undefined,
  );
  if (limited.length === 0) return null;
  const sum = (of: (bucket: Bucket) => number) => limited.reduce((total, bucket) => total + of(bucket) * GB_OF[bucket.unit]!, 0);
  return { used: sum(usedOf), total: sum((bucket) => bucket.total ?? 0) };
}

/**
 * The month's data use against the plan's allowance as a picture (issue 51), with the same in words below it for
 * everyone and for screen readers; a link to the usage alerts that tell before it runs out.
 */
export function DataUse({ buckets, lang }: { buckets: GroupedBuckets | null; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const use = dataUse(buckets);
  if (!use || use.total <= 0) return null;
  const share = use.used / use.total;
  const gb = (value: number) => `${formatNumber(value, { max: 1 })} ${t('units.GB')}`;
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-data-use">
      <h2 id="dashboard-data-use">{t('dataUse.title')}</h2>
      <UsageBar
        share={share}
        text={t('dataUse.text', { used: gb(use.used), total: gb(use.total), percent: formatPercent(share * 100, lang, 0) })}
      />
      <Link className="button button--quiet" to={href('UsageAlerts', {}, lang)}>
        {t('dataUse.alerts')}
      </Link>
    </section>
  );
}
