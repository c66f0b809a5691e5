import type { Language } from '@generated/routes';
import { axisMax, CATEGORIES, shortDay, type IncidentDay } from './incident-figures';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/**
 * Blocked threats per day as stacked bars, one colour per category: plain SVG, no charting library
 * (nothing to download but this chunk, nothing that writes styles the CSP would refuse). The picture
 * is one image with a text alternative; its figures are in the table beside it for screen readers.
 */
export default function IncidentChart({ days, label, lang }: { days: readonly IncidentDay[]; label: string; lang: Language }) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const max = axisMax(days);
  const slot = plotWidth / Math.max(days.length, 1);
  const bar = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <svg className="incident-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="incident-chart">
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="incident-chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="incident-chart__tick">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          const x = PAD.left + index * slot + (slot - bar) / 2;
          return (
            <g key={day.date} data-date={day.date}>
              {CATEGORIES.map((category) => {
                const value = day[category];
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect
                    key={category}
                    x={x}
                    y={top}
                    width={bar}
                    height={height}
                    className={`incident-chart__bar incident-chart__bar--${category}`}
                  />
                );
              })}
              {labelled.has(index) ? (
                <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="incident-chart__tick">
                  {shortDay(day.date, lang)}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
