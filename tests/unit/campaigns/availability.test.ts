import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CampaignStatus } from '@generated/enums';
import { campaignBanners } from '@/shared/banners/campaign-banners';
import { campaignWindow, runningPeriod, type ApiCampaign, type Audience, type CampaignWindow } from '@/shared/campaigns/availability';
import { audienceOf, isReadableWhenClosed } from '@/features/campaigns/window';
import { sideNavGroups } from '@/features/shell/side-nav/menu-items';

const christmas = { activeFrom: '2026-12-01T00:00:00+02:00', activeTo: '2026-12-24T23:59:59.999+02:00' };
const api = (status: ApiCampaign['status'], dates: Partial<typeof christmas> = {}): ApiCampaign => ({ status, ...christmas, ...dates });
const at = (iso: string) => new Date(iso);

/**
 * Issue 33: one answer to "is this campaign open?" (core §9, campaign seed §3, §5), for pages, banners,
 * menus and the sitemap: the file's window narrowed by the API's dates, then the API's status by audience.
 */
describe('campaignWindow', () => {
  it.each<[string, ApiCampaign | undefined, string, Audience, CampaignWindow]>([
    ['before the start', undefined, '2026-11-30T21:59:59.999Z', 'newcomers', 'upcoming'],
    ['at the start (Vilnius midnight)', undefined, '2026-11-30T22:00:00Z', 'newcomers', 'active'],
    ['at the last moment', undefined, '2026-12-24T21:59:59.999Z', 'newcomers', 'active'],
    ['after the end', undefined, '2026-12-24T22:00:00Z', 'participants', 'ended'],
    ['API Active', api(CampaignStatus.Active), '2026-12-10T10:00:00Z', 'newcomers', 'active'],
    ['API Inactive closes it for everyone', api(CampaignStatus.Inactive), '2026-12-10T10:00:00Z', 'participants', 'ended'],
    ['API Inactive, to newcomers', api(CampaignStatus.Inactive), '2026-12-10T10:00:00Z', 'newcomers', 'ended'],
    [
      'API ActiveTransactionOnly closes it to newcomers',
      api(CampaignStatus.ActiveTransactionOnly),
      '2026-12-10T10:00:00Z',
      'newcomers',
      'ended',
    ],
    [
      'API ActiveTransactionOnly serves participants',
      api(CampaignStatus.ActiveTransactionOnly),
      '2026-12-10T10:00:00Z',
      'participants',
      'active',
    ],
    [
      'the API stopped it earlier',
      api(CampaignStatus.Active, { activeTo: '2026-12-09T23:59:59+02:00' }),
      '2026-12-10T10:00:00Z',
      'newcomers',
      'ended',
    ],
    [
      'the API starts it later',
      api(CampaignStatus.Active, { activeFrom: '2026-12-15T00:00:00+02:00' }),
      '2026-12-10T10:00:00Z',
      'newcomers',
      'upcoming',
    ],
    [
      'the API cannot run it beyond its file',
      api(CampaignStatus.Active, { activeTo: '2027-06-01T00:00:00+02:00' }),
      '2026-12-25T10:00:00Z',
      'newcomers',
      'ended',
    ],
    ['the API cannot open it before its file', api(CampaignStatus.Active), '2026-11-20T10:00:00Z', 'participants', 'upcoming'],
    [
      'a date the API gives that does not parse changes nothing',
      api(CampaignStatus.Active, { activeTo: 'soon' }),
      '2026-12-20T10:00:00Z',
      'newcomers',
      'active',
    ],
  ])('%s', (_, record, moment, audience, window) => {
    expect(campaignWindow(christmas, record, at(moment), audience)).toBe(window);
  });

  it('without an API record, is open exactly between activeFrom and activeTo, for any moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const inside = now.getTime() >= Date.parse(christmas.activeFrom) && now.getTime() <= Date.parse(christmas.activeTo);
        expect(campaignWindow(christmas, undefined, now) === 'active').toBe(inside);
      }),
    );
  });

  it('names the dates it runs by: the later start and the earlier end, never wider than the file', () => {
    expect(runningPeriod(christmas, api(1, { activeFrom: '2026-12-05T00:00:00+02:00' }))).toEqual({
      ...christmas,
      activeFrom: '2026-12-05T00:00:00+02:00',
    });
    expect(runningPeriod(christmas, api(1, { activeFrom: '2026-01-01T00:00:00+02:00', activeTo: '2027-12-31T00:00:00+02:00' }))).toEqual(
      christmas,
    );
    expect(runningPeriod(christmas, undefined)).toEqual(christmas);
  });

  it("pages ask as their kind's audience; only the rules stay readable after the end", () => {
    expect(['landing', 'form', 'result', 'rules'].map((kind) => audienceOf(kind as never))).toEqual([
      'newcomers',
      'newcomers',
      'participants',
      'participants',
    ]);
    expect(isReadableWhenClosed('rules', 'ended')).toBe(true);
    expect(isReadableWhenClosed('rules', 'upcoming')).toBe(false);
    expect(isReadableWhenClosed('landing', 'ended')).toBe(false);
  });
});

describe('the same answer for banners and menus (issue 33: Home kept the banner of a campaign the API ended)', () => {
  const moment = at('2026-12-10T10:00:00Z');
  const file = {
    name: 'xmas',
    kind: 'landing',
    ...christmas,
    banners: [{ id: 'xmas-banner', type: 'Info', locations: ['Home'], priority: 1 }],
  };
  const sources = { texts: () => ({ text: 'Kalėdos', description: null, buttonText: null }), url: () => '/kaledos' };
  const menuItem = {
    campaign: 'xmas',
    ...christmas,
    route: 'AwardsPoints' as const,
    href: { lt: '/kaledos', en: '/en/xmas', ru: '/ru/rozhdestvo' },
    group: 'services' as const,
    text: { lt: 'Kalėdos', en: 'Xmas', ru: 'Рождество' },
  };
  const menu = (records: Map<string, ApiCampaign>) =>
    sideNavGroups({
      lang: 'lt',
      disabledFeatures: [],
      securityFilteringEnabled: false,
      today: moment,
      apiCampaigns: records,
      campaignItems: [menuItem],
    })
      .flatMap((group) => group.items)
      .filter((item) => item.label === 'Kalėdos');

  it.each<[string, Map<string, ApiCampaign>, boolean, boolean]>([
    ['running', new Map(), true, true],
    ['ended by the API (Inactive)', new Map([['xmas', api(CampaignStatus.Inactive)]]), false, false],
    ['for its transactions only', new Map([['xmas', api(CampaignStatus.ActiveTransactionOnly)]]), false, true],
  ])('%s: banner %s, menu item %s', (_, records, banner, item) => {
    expect(campaignBanners([file], moment, records, sources).length > 0).toBe(banner);
    expect(menu(records).length > 0).toBe(item);
  });
});
