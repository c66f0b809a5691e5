import { describe, expect, it, vi } from 'vitest';
import { previousPathname, recordLocation } from '@/shared/navigation/location-history';

const ORIGIN = 'https://www.pulsas.lt';

/** Core §2: the not-found page's button goes back one step, or Home when that step was the root (issue 33: a referrer counts). */
describe('previousPathname', () => {
  it("is a same-site referrer's page when the tab has shown no other page of the app", () => {
    recordLocation('/sito-nera');
    expect(previousPathname({ referrer: `${ORIGIN}/planai?x=1` }, ORIGIN)).toBe('/planai');
    expect(previousPathname({ referrer: `${ORIGIN}/` }, ORIGIN)).toBe('/');
    expect(previousPathname({ referrer: 'https://www.google.com/search?q=pulsas' }, ORIGIN)).toBeUndefined();
    expect(previousPathname({ referrer: '' }, ORIGIN)).toBeUndefined();
  });

  it("is the tab's last page of the site before this page load when the address was typed (no referrer, issue 50)", async () => {
    vi.resetModules();
    const store = new Map<string, string>([['portal.tab.lastPage', '/planai']]);
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    const fresh = await import('@/shared/navigation/location-history');
    fresh.recordLocation('/planaii');
    expect(fresh.previousPathname({ referrer: '' }, ORIGIN)).toBe('/planai');
    expect(store.get('portal.tab.lastPage')).toBe('/planaii');
    // A reload of the same page is no step back.
    vi.resetModules();
    const reloaded = await import('@/shared/navigation/location-history');
    reloaded.recordLocation('/planaii');
    expect(reloaded.previousPathname({ referrer: '' }, ORIGIN)).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it("is this tab's previous page in the app once there is one", () => {
    recordLocation('/papildymas');
    recordLocation('/sito-nera-2');
    expect(previousPathname({ referrer: `${ORIGIN}/planai` }, ORIGIN)).toBe('/papildymas');
  });
});
