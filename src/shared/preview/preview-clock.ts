import * as app from '@generated/app';
import { isPreviewing, previewAt } from '../clock';
import { fromVilnius } from '../format/format';
import { PREVIEW_STORAGE_KEY as STORAGE_KEY, previewAllowed, tabStorage } from './preview-request';
import { previewState, setPreviewState, type PreviewState } from './preview-state';

/**
 * Product staff see the portal as of another instant (issue 34): `?at=2026-12-24T10:00` sets the one
 * clock (src/shared/clock.ts) there, so campaign windows, ended pages, banners and popups all follow.
 * Honoured on the development server and on the staging hosts (spec/app.yaml stagingHosts) only: the
 * production host never reads the key. The instant holds for the tab (sessionStorage), time running on
 * from it, until `?at=now` or the preview bar's "back to now".
 */
export { previewState, type PreviewState } from './preview-state';

/**
 * `2026-12-24` (its midnight) or `2026-12-24T10:00` as Vilnius time, or with its offset (`+02:00`, `Z`).
 * A `+` in a query string arrives as a space, so a space before the offset is read as `+`.
 */
export function parseInstant(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+ -]\d{2}:\d{2})?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = match;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const back = new Date(wall);
  if (back.getUTCMonth() !== +mo! - 1 || back.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59) return undefined;
  if (zone === 'Z') return back;
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    return new Date(wall - sign * (+zone.slice(1, 3) * 60 + +zone.slice(4)) * 60_000);
  }
  return fromVilnius(wall);
}

/** Read once as the app starts, before anything asks the time. */
export function startPreviewClock(url: URL = new URL(globalThis.location.href), storage: Storage | undefined = tabStorage()): PreviewState {
  if (!previewAllowed(url.hostname)) return previewState();
  const asked = url.searchParams.get(app.previewQueryKey);
  if (asked !== null) {
    const at = asked === '' || asked === 'now' ? undefined : parseInstant(asked);
    if (at) storage?.setItem(STORAGE_KEY, String(at.getTime() - Date.now()));
    else storage?.removeItem(STORAGE_KEY);
    if (!at && asked !== '' && asked !== 'now') return setPreviewState({ kind: 'unreadable', text: asked });
  }
  const offset = Number(storage?.getItem(STORAGE_KEY) ?? NaN);
  previewAt(Number.isFinite(offset) ? new Date(Date.now() + offset) : undefined);
  return setPreviewState(isPreviewing() ? { kind: 'on' } : { kind: 'off' });
}

/** The address (path, query, hash) of the same page as of `at` (a datetime-local field's value), or at the real time. */
export function previewUrl(current: string, at: string | undefined): string {
  const url = new URL(current, 'https://portal.invalid');
  url.searchParams.set(app.previewQueryKey, at ?? 'now');
  return `${url.pathname}${url.search}${url.hash}`;
}
