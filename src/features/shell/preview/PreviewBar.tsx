import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@generated/routes';
import { apiFollowsPreview, now, onApiPreview } from '@/shared/clock';
import { formatDateTime, inVilnius } from '@/shared/format/format';
import { previewState, previewUrl } from '@/shared/preview/preview-clock';
import { useServices } from '@/shared/services';
import './preview-bar.css';

/** A datetime-local field's value: Vilnius wall time to the minute. */
const fieldValue = (moment: Date) => inVilnius(moment).toISOString().slice(0, 16);

/**
 * Product staff's preview (src/shared/preview/preview-clock.ts), shown while one is on or was asked for
 * in a form it could not read: which instant the portal shows, a field to pick another, and the way back
 * to the real time. Each is a fresh page load, so everything that read the clock reads it again. It says
 * too whether the API's data follows the instant (issue 49: the API is told it, and says back if it does).
 */
export default function PreviewBar({ lang }: { lang: Language }) {
  const { t, ready } = useTranslation('shell', { lng: lang });
  const services = useServices();
  const { pathname, search, hash } = useLocation();
  const state = previewState();
  const fieldId = useId();
  const [value, setValue] = useState(() => fieldValue(now()));
  const [missing, setMissing] = useState(false);
  const [shown, setShown] = useState(() => now());
  // Whether the API's answers are as of the instant too (it echoes the preview header), or show today.
  const apiFollows = useSyncExternalStore(onApiPreview, apiFollowsPreview, () => undefined);
  useEffect(() => {
    const timer = window.setInterval(() => setShown(now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!ready || state.kind === 'off') return null;
  const go = (at: string | undefined) => services.leave(previewUrl(`${pathname}${search}${hash}`, at));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) go(value);
    else setMissing(true);
  };
  const summary =
    state.kind === 'on' ? t('preview.showing', { when: formatDateTime(shown, lang) }) : t('preview.unreadable', { text: state.text });
  return (
    <aside className="preview-bar" aria-label={t('preview.label')}>
      <details open={state.kind === 'unreadable'}>
        <summary className="preview-bar__summary">
          {summary}
          {state.kind === 'on' && apiFollows !== undefined ? (
            <span className="preview-bar__api"> {t(apiFollows ? 'preview.apiFollows' : 'preview.apiToday')}</span>
          ) : null}
        </summary>
        <form className="preview-bar__form" onSubmit={submit} noValidate>
          <label htmlFor={fieldId}>{t('preview.instant')}</label>
          <input
            id={fieldId}
            type="datetime-local"
            value={value}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${fieldId}-error` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${fieldId}-error`} className="preview-bar__error">
              {t('preview.missing')}
            </p>
          ) : null}
          <div className="preview-bar__actions">
            <button type="submit" className="button">
              {t('preview.show')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => go(undefined)}>
              {t('preview.end')}
            </button>
          </div>
        </form>
      </details>
    </aside>
  );
}
