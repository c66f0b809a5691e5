/** Names and instants derived from a campaign file, shared by the loader, the checks and the emitters. */

/** The i18n namespace of a campaign's texts. */
export const campaignNamespace = (name: string): string => `campaign-${name.toLowerCase()}`;

/** The generated form name of a form written in a campaign file (`christmas` + `signUp` -> `christmas-sign-up`). */
export const campaignFormName = (campaign: string, id: string): string =>
  `${campaign.toLowerCase()}-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes east of UTC of Europe/Vilnius at a UTC instant (Node has the full time zone database). */
export function vilniusOffsetMinutes(utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * A campaign's start or end as an exact instant. A plain date (2026-12-01) is Vilnius local time:
 * the start of that day for `start`, its last millisecond for `end`. A date-time is kept as written.
 */
export function instantOf(value: string, edge: 'start' | 'end'): string {
  const date = DATE.exec(String(value));
  if (!date) return String(value);
  const [, y, m, d] = date.map(Number) as [number, number, number, number];
  const [hh, mm, ss, ms] = edge === 'start' ? [0, 0, 0, 0] : [23, 59, 59, 999];
  // The offset at the local wall time: guess with the offset at UTC wall time, then settle.
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss, ms);
  let offset = vilniusOffsetMinutes(wall);
  offset = vilniusOffsetMinutes(wall - offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const time = `${pad(hh)}:${pad(mm)}:${pad(ss)}${edge === 'end' ? `.${pad(ms, 3)}` : ''}`;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?([+-]\d{2}:\d{2})$/;

/**
 * For a date-time written with an offset other than Vilnius's at that wall time (+03:00 in December):
 * the offset Vilnius has then, and the same wall time written with it. Undefined when it agrees, for a
 * plain date and for `Z` (an author who writes UTC means it).
 */
export function wrongVilniusOffset(value: string): { written: string; vilnius: string; fixed: string } | undefined {
  const match = DATE_TIME.exec(String(value));
  if (!match) return undefined;
  const [, y, m, d, hh, mm, ss, frac, written] = match as unknown as string[];
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss ?? 0));
  let offset = vilniusOffsetMinutes(wall);
  offset = vilniusOffsetMinutes(wall - offset * 60_000);
  const vilnius = `${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  if (vilnius === written) return undefined;
  return { written: written!, vilnius, fixed: `${String(value).slice(0, -written!.length - (frac ?? '').length)}${frac ?? ''}${vilnius}` };
}
