import { describe, expect, it } from 'vitest';
import { createConfigs } from '@/sandbox/world/configs';
import { schoolYear } from '@/sandbox/world/time';

describe("the sandbox's ISIC validity: the school year, not days around now", () => {
  it.each([
    ['2026-11-29T12:00:00Z', '2026-09-01', '2027-08-31'],
    ['2027-08-31T20:00:00Z', '2026-09-01', '2027-08-31'], // 23:00 in Vilnius: still the old year
    ['2027-08-31T21:30:00Z', '2027-09-01', '2028-08-31'], // 00:30 on 1 September in Vilnius
    ['2027-01-15T00:00:00Z', '2026-09-01', '2027-08-31'],
  ])('%s falls in the year from %s to %s (Vilnius dates)', (now, from, to) => {
    const year = schoolYear(new Date(now));
    expect(year.from.toISOString()).toBe(new Date(`${from}T00:00:00+03:00`).toISOString());
    expect(year.to.toISOString()).toBe(new Date(`${to}T23:59:59+03:00`).toISOString());
  });

  it('so a page built one day shows the same dates as the API the next', () => {
    const built = createConfigs(new Date('2026-11-29T21:59:00Z'));
    const asked = createConfigs(new Date('2026-11-30T08:00:00Z'));
    for (const key of ['IsicValidFrom', 'IsicValidTo']) expect(asked.get(key)).toBe(built.get(key));
  });
});
