import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPreviewing, now } from '@/shared/clock';
import { parseInstant, previewUrl, startPreviewClock } from '@/shared/preview/preview-clock';

/** A tab's sessionStorage. */
function tabStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}
const sessionStorage = tabStorage();

afterEach(() => {
  vi.unstubAllEnvs();
  startPreviewClock(new URL('http://localhost/?at=now'), sessionStorage);
});

describe('the preview instant ?at=', () => {
  it('reads a date or a time as Vilnius time, in winter and in summer, or with its own offset', () => {
    expect(parseInstant('2026-12-24')?.toISOString()).toBe('2026-12-23T22:00:00.000Z');
    expect(parseInstant('2026-12-24T10:00')?.toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(parseInstant('2027-07-01T10:00:30')?.toISOString()).toBe('2027-07-01T07:00:30.000Z');
    expect(parseInstant('2027-03-28T04:30')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(parseInstant('2026-12-24T10:00Z')?.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(parseInstant('2026-12-24T10:00:00-05:00')?.toISOString()).toBe('2026-12-24T15:00:00.000Z');
    // A + in a query string arrives as a space.
    expect(parseInstant('2026-12-24T10:00:00 02:00')?.toISOString()).toBe('2026-12-24T08:00:00.000Z');
  });

  it('reads no impossible or other-format date', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-12-24T24:00', '24.12.2026', 'tomorrow', '2026-12-24T10']) {
      expect(parseInstant(text), text).toBeUndefined();
    }
  });

  it('holds for the tab, time running on, until ?at=now', () => {
    const storage = sessionStorage;
    startPreviewClock(new URL('http://localhost/?at=2099-01-01T00:00Z'), storage);
    expect(Math.abs(now().getTime() - Date.parse('2099-01-01T00:00:00Z'))).toBeLessThan(5_000);
    // A later page of the same tab, without the key.
    startPreviewClock(new URL('http://localhost/planai'), storage);
    expect(isPreviewing()).toBe(true);
    expect(now().getUTCFullYear()).toBe(2099);
    startPreviewClock(new URL('http://localhost/?at=now'), storage);
    expect(isPreviewing()).toBe(false);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is never read on the production host, only on the development server and the staging hosts', () => {
    vi.stubEnv('DEV', false);
    expect(startPreviewClock(new URL('https://www.pulsas.lt/?at=2099-01-01'), sessionStorage)).toEqual({ kind: 'off' });
    expect(isPreviewing()).toBe(false);
    expect(startPreviewClock(new URL('https://staging.pulsas.lt/?at=2099-01-01'), sessionStorage)).toEqual({ kind: 'on' });
    expect(now().getUTCFullYear()).toBe(2098);
  });

  it('links the same page as of another instant, keeping its other query and hash', () => {
    expect(previewUrl('/planai?tab=2&at=2099-01-01#top', '2027-01-10T09:30')).toBe('/planai?tab=2&at=2027-01-10T09%3A30#top');
    expect(previewUrl('/planai', undefined)).toBe('/planai?at=now');
  });
});
