import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/format';
import { formatVolume } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import type { UsageStatement } from './reports-data';

const BAR = 10;
const HEIGHT = 100;

/**
 * The month's data use day by day (issue 51): bars for the eye, and the same in words (the caption's busiest day
 * and daily average) and as a table under "show as a table", for screen readers and for anyone who would rather read.
 */
export function DailyData({ statement }: { statement: UsageStatement }) {
  const { t } = useTranslation('account');
  const { lang } = useRoute();
  const days = statement.dailyData;
  const most = days.reduce((top, day) => (day.volumeKb > top.volumeKb ? day : top), days[0] ?? { date: '', volumeKb: 0 });
  if (days.length === 0 || most.volumeKb === 0) return null;
  const average = days.reduce((sum, day) => sum + day.volumeKb, 0) / days.length;
  return (
    <section className="account-section" aria-labelledby="reports-daily">
      <h2 id="reports-daily">{t('reports.daily.title')}</h2>
      <figure className="daily-data">
        <svg
          className="daily-data__chart"
          viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {days.map((day, index) => {
            const height = Math.max(day.volumeKb > 0 ? 1 : 0, (day.volumeKb / most.volumeKb) * HEIGHT);
            return <rect key={day.date} x={index * BAR + 1} y={HEIGHT - height} width={BAR - 2} height={height} />;
          })}
        </svg>
        <figcaption className="daily-data__caption">
          {t('reports.daily.summary', {
            date: formatDate(most.date, lang),
            most: formatVolume(most.volumeKb),
            average: formatVolume(average),
          })}
        </figcaption>
      </figure>
      <details className="daily-data__table">
        <summary>{t('reports.daily.asTable')}</summary>
        <table className="account-table">
          <caption className="visually-hidden">{t('reports.daily.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.daily.day')}</th>
              <th scope="col">{t('reports.daily.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDate(day.date, lang)}</td>
                <td>{formatVolume(day.volumeKb)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
