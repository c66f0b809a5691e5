/**
 * The one clock of every time rule (issue 33): card expiry, campaign windows, banners, publish dates,
 * porting and due dates. It is the device's time corrected by how far it is from the API's (the `Date`
 * header of its answers), so a phone set to the wrong day still sees what the operator sees. Durations
 * (a countdown, a type-ahead) keep using the device's own clock.
 */
import { onPageStart } from '@/shared/page-state';

/**
 * The learned difference is kept for the tab, so the next page load starts from it: a page that asks the
 * API nothing (a campaign's landing) would otherwise go by the wrong clock, and disagree with Home's banner.
 */
const OFFSET_KEY = 'clock-offset';
let offsetMs: number;
/** Set while product staff preview another instant (src/shared/preview/preview-clock.ts): it replaces the API's. */
let previewOffsetMs: number | undefined;
/**
 * Whether the API answers as of the preview instant: true while every answer echoed the preview header,
 * false once one did not (that part shows today), unknown until a call answers.
 */
let apiPreviews: boolean | undefined;
// The page's (src/shared/page-state.ts).
onPageStart(() => {
  [offsetMs, previewOffsetMs, apiPreviews] = [0, undefined, undefined];
  try {
    offsetMs = Number(sessionStorage.getItem(OFFSET_KEY)) || 0;
  } catch {
    // No storage (the prerenderer, a locked-down browser): the device's time until the API answers.
  }
});

/** Differences smaller than this are the header's one-second rounding and the trip, not a wrong clock. */
const TOLERANCE_MS = 60_000;

export function now(): Date {
  return new Date(Date.now() + (previewOffsetMs ?? offsetMs));
}

/** From here on the clock reads `at`, and goes on from it; undefined returns it to the real time. */
export function previewAt(at: Date | undefined, deviceTime = Date.now()): void {
  previewOffsetMs = at ? at.getTime() - deviceTime : undefined;
  apiPreviews = undefined; // a new instant: whether the API follows it is not known yet
}

export function isPreviewing(): boolean {
  return previewOffsetMs !== undefined;
}

const apiPreviewListeners = new Set<() => void>();

export function apiFollowsPreview(): boolean | undefined {
  return apiPreviews;
}

/** The API's answers say whether they followed the preview's instant (src/shared/api/client.ts). */
export function learnApiPreview(followed: boolean): void {
  const next = (apiPreviews ?? true) && followed;
  if (apiPreviews === next) return;
  apiPreviews = next;
  for (const listener of apiPreviewListeners) listener();
}

export function onApiPreview(listener: () => void): () => void {
  apiPreviewListeners.add(listener);
  return () => apiPreviewListeners.delete(listener);
}

/** Learns the API's time from an answer's `Date` header (unreadable or missing: the device's time stands). */
export function learnServerTime(dateHeader: string | null, deviceTime = Date.now()): void {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(server)) return;
  const offset = server - deviceTime;
  offsetMs = Math.abs(offset) > TOLERANCE_MS ? offset : 0;
  try {
    sessionStorage.setItem(OFFSET_KEY, String(offsetMs));
  } catch {
    // No storage: the difference holds for this page.
  }
}
