/**
 * The one clock of every time rule (issue 33): card expiry, campaign windows, banners, publish dates,
 * porting and due dates. It is the device's time corrected by how far it is from the API's (the `Date`
 * header of its answers), so a phone set to the wrong day still sees what the operator sees. Durations
 * (a countdown, a type-ahead) keep using the device's own clock.
 */
let offsetMs = 0;

/** Differences smaller than this are the header's one-second rounding and the trip, not a wrong clock. */
const TOLERANCE_MS = 60_000;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Learns the API's time from an answer's `Date` header (unreadable or missing: the device's time stands). */
export function learnServerTime(dateHeader: string | null, deviceTime = Date.now()): void {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(server)) return;
  const offset = server - deviceTime;
  offsetMs = Math.abs(offset) > TOLERANCE_MS ? offset : 0;
}
