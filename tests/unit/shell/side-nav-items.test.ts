import { describe, expect, it } from 'vitest';
import type { CampaignMenuItem } from '@generated/campaign-menu';
import { sideNavGroups } from '@/features/shell/side-nav/menu-items';

const item: CampaignMenuItem = {
  campaign: 'wheel',
  activeFrom: '2026-03-01T00:00:00+02:00',
  activeTo: '2027-02-28T23:59:59+02:00',
  route: 'AwardsPoints',
  href: { lt: '/pulsas-taskai', en: '/en/pulsas-points', ru: '/ru/pulsas-bally' },
  group: 'services',
  text: { lt: 'Pulso taškai', en: 'Pulsas points', ru: 'Баллы Pulsas' },
};
const groups = (now: string, lang: 'lt' | 'ru' = 'lt') =>
  sideNavGroups({ lang, disabledFeatures: [], securityFilteringEnabled: true, today: new Date(now), campaignItems: [item] });
const services = (now: string, lang?: 'lt' | 'ru') => groups(now, lang).find((g) => g.id === 'services')!.items;

describe("campaign items of the side navigation (campaign files' menu:)", () => {
  it('adds the item at the end of its group while the campaign runs, with its own text and address', () => {
    const last = services('2026-11-25T12:00:00Z').at(-1)!;
    expect(last).toMatchObject({ label: 'Pulso taškai', to: '/pulsas-taskai' });
    expect(services('2026-11-25T12:00:00Z', 'ru').at(-1)).toMatchObject({ label: 'Баллы Pulsas', to: '/ru/pulsas-bally' });
  });

  it("leaves it out before the start and after the end (the window's edges are inclusive)", () => {
    const labels = (now: string) => services(now).map((i) => i.label);
    expect(labels('2026-02-28T21:59:59Z')).not.toContain('Pulso taškai');
    expect(labels('2026-02-28T22:00:00Z')).toContain('Pulso taškai');
    expect(labels('2027-02-28T21:59:59Z')).toContain('Pulso taškai');
    expect(labels('2027-02-28T22:00:00Z')).not.toContain('Pulso taškai');
  });
});
