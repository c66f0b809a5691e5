import { describe, expect, it } from 'vitest';
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

  it("is this tab's previous page in the app once there is one", () => {
    recordLocation('/papildymas');
    recordLocation('/sito-nera-2');
    expect(previousPathname({ referrer: `${ORIGIN}/planai` }, ORIGIN)).toBe('/papildymas');
  });
});
