// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isPreviewing, now, previewAt } from '@/shared/clock';
import { consentStore } from '@/features/shell/cookies/consent';
import { previousPathname, recordLocation } from '@/shared/navigation/location-history';
import { onPageStart, startPage } from '@/shared/page-state';

afterEach(() => {
  sessionStorage.clear();
  startPage();
});

/** Issue 53: what lives as long as a page starts again with a new page, whatever the one before left. */
describe('page state', () => {
  it('starts a module now, and again at each new page', () => {
    const starts: number[] = [];
    onPageStart(() => starts.push(starts.length));
    expect(starts).toEqual([0]);
    startPage();
    startPage();
    expect(starts).toEqual([0, 1, 2]);
  });

  it("does not carry the clock's preview, the cookie settings or the visited pages into the next page", () => {
    previewAt(new Date('2031-01-01T00:00:00Z'));
    consentStore.openSettings();
    recordLocation('/papildymas');
    recordLocation('/planai');
    expect([isPreviewing(), consentStore.getSnapshot().settingsOpen, previousPathname({ referrer: '' })]).toEqual([
      true,
      true,
      '/papildymas',
    ]);

    startPage();
    expect(isPreviewing()).toBe(false);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    expect(consentStore.getSnapshot().settingsOpen).toBe(false);
    // The new page's own history starts empty: the page before this one in it is not the last page's.
    recordLocation('/planai');
    expect(previousPathname({ referrer: '' })).toBeUndefined();
    recordLocation('/pagalba');
    expect(previousPathname({ referrer: '' })).toBe('/planai');
  });
});
