import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { formatDate } from '@/shared/format/format';
import { CATEGORIES } from './incident-figures';
import type { IncidentStatistics } from './protection-api';

// The chart is its own chunk, loaded only where the summary is shown.
const IncidentChart = lazy(() => import('./IncidentChart'));

/**
 * The summary of blocked threats (campaign seed §3 incident categories): totals per category, the
 * daily chart, and the same figures as a table (visually hidden: the screen reader's version of the chart).
 */
export function IncidentSummary({
  statistics,
  lang,
  headingLevel = 2,
}: {
  statistics: IncidentStatistics;
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('protection', { lng: lang });
  const Heading = `h${headingLevel}` as const;
  const from = formatDate(statistics.from, lang);
  const to = formatDate(statistics.to, lang);
  const count = (category: string) => statistics.categories.find((c) => c.category === category)?.count ?? 0;
  return (
    <section className="incident-summary" aria-labelledby="incident-summary-title">
      <Heading id="incident-summary-title">{t('summary.title')}</Heading>
      <p className="incident-summary__period">{t('summary.period', { from, to })}</p>
      <p className="incident-summary__total">{t('summary.total', { count: statistics.total })}</p>
      <ul className="incident-summary__categories">
        {CATEGORIES.map((category) => (
          <li key={category} className={`incident-summary__category incident-summary__category--${category}`}>
            <span className="incident-summary__swatch" aria-hidden="true" />
            <span>{t(`summary.categories.${category}`)}</span>
            <strong>{count(category)}</strong>
          </li>
        ))}
      </ul>
      {statistics.total === 0 ? (
        <p className="incident-summary__empty">{t('summary.empty')}</p>
      ) : (
        <>
          <div className="incident-summary__chart">
            <Suspense fallback={<p className="incident-summary__chart-loading">{t('summary.chartLoading')}</p>}>
              <IncidentChart days={statistics.days} lang={lang} label={t('summary.chartLabel', { from, to })} />
            </Suspense>
          </div>
          {/* Hidden by its wrapper: a table box grows to fit its cells whatever width it is given. */}
          <div className="visually-hidden">
            <table>
              <caption>{t('summary.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('summary.date')}</th>
                  {CATEGORIES.map((category) => (
                    <th key={category} scope="col">
                      {t(`summary.categories.${category}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statistics.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date, lang)}</th>
                    {CATEGORIES.map((category) => (
                      <td key={category}>{day[category]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
