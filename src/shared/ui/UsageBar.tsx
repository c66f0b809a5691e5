import { cssomStyle } from './cssom-style';
import './usage-bar.css';

interface UsageBarProps {
  /** How much of the whole is used, 0 to 1 (clamped). */
  share: number;
  /** What the bar shows, in words: its caption, which is what a screen reader reads (the bar itself is hidden from it). */
  text: string;
  /** Past this share the bar turns to the warning colour (the alerts' 80 %). */
  warnFrom?: number;
}

/** A used-of-allowance bar (issue 51): the month's data against the plan, spending against its limit. */
export function UsageBar({ share, text, warnFrom = 0.8 }: UsageBarProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  return (
    <figure className="usage-bar">
      <div className="usage-bar__track" aria-hidden="true">
        <span
          className={`usage-bar__used${clamped >= warnFrom ? ' usage-bar__used--warn' : ''}`}
          ref={cssomStyle({ width: `${Math.round(clamped * 1000) / 10}%` })}
        />
      </div>
      <figcaption className="usage-bar__caption">{text}</figcaption>
    </figure>
  );
}
