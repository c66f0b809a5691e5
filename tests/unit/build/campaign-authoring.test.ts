import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareFixture } from '../../codegen/prepare-fixture';
import { emitAll } from '../../../codegen/emit/index';
import { readSpec } from '../../../codegen/pipeline';
import { allScreensExist, scanScreenFiles } from '../../../codegen/load/screens';
import { starterCampaign } from '../../../scripts/lib/campaign-starter';
import { apiNow } from '../../../scripts/lib/api-now';
import { campaignTable } from '../../../scripts/lib/campaign-table';
import { noticeReport } from '../../../scripts/lib/notice-order';
import { CampaignStatus, InformationBannerType } from '../../../generated/enums';
import type { Banner } from '../../../src/shared/banners/banner-rules';

const work = mkdtempSync(join(tmpdir(), 'campaign-authoring-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run campaign:new', () => {
  it(
    'writes a file that passes codegen with the whole spec, with a landing, rules, a form and a banner in three languages',
    { timeout: 60_000 },
    async () => {
      const root = join(work, 'starter');
      cpSync('spec', join(root, 'spec'), { recursive: true });
      const text = starterCampaign('spring-sale', new Date('2026-11-23T10:00:00Z'));
      writeFileSync(join(root, 'spec/campaigns/spring-sale.yaml'), text);
      const spec = readSpec(root, { screenFiles: () => scanScreenFiles('.') });
      const campaign = spec.campaigns.find((c) => c.name === 'spring-sale')!;
      expect(campaign.activeFrom).toBe('2026-11-23T00:00:00+02:00');
      expect(campaign.activeTo).toBe('2026-12-23T23:59:59.999+02:00');
      const pages = spec.routes.filter((r) => r.campaign === 'spring-sale').map((r) => r.page?.kind);
      expect(pages).toEqual(['landing', 'rules', 'form', 'result']);
      expect(campaign.banners.map((b) => b.locations)).toEqual([['Home', 'Refill']]);
      expect(Object.keys(campaign.texts)).toEqual(['lt', 'en', 'ru']);
      const files = await emitAll(spec);
      expect(files.map((f) => f.path)).toContain('forms/campaigns/spring-sale-sign-up.ts');
      // Every field has a comment saying what it is.
      for (const field of [
        'name:',
        'kind:',
        'activeFrom:',
        'activeTo:',
        'page: landing',
        'sections:',
        'actions:',
        'banners:',
        'steps:',
        'submit:',
      ]) {
        expect(
          text.split('\n').find((line) => line.includes(field)),
          field,
        ).toMatch(/#/);
      }
    },
  );
});

describe('npm run campaigns', () => {
  it('tabulates every campaign: kind, window, status now, pages per language, banners', () => {
    const root = prepareFixture('kind-landing', join(work, 'table'));
    expect(campaignTable(readSpec(root, { screenFiles: allScreensExist('fixture') }), new Date('2026-11-23T10:00:00Z'))).toBe(
      [
        'campaign | kind    | window (Vilnius) | now (2026-11-23) | pages                                                   | banners',
        '---------+---------+------------------+------------------+---------------------------------------------------------+--------------------------------',
        'gifts    | landing | 2026-12-01 00:00 | upcoming         | lt: /dovanos /dovanos/registracija /dovanos/aciu        | gifts-home (Info: Home, Refill)',
        '         |         | 2026-12-24 23:59 |                  | en: /en/gifts /en/gifts/sign-up /en/gifts/thanks        |',
        '         |         |                  |                  | ru: /ru/podarki /ru/podarki/zayavka /ru/podarki/spasibo |',
        '---------+---------+------------------+------------------+---------------------------------------------------------+--------------------------------',
        'prize    | dice    | 2026-06-01 00:00 | running          | lt: /6000prizu                                          | prize-home (Info: Home)',
        '         |         | 2027-01-31 23:59 |                  | en: /en/6000-prizes                                     |',
        '         |         |                  |                  | ru: /ru/6000-prizov                                     |',
        '',
      ].join('\n'),
    );
  });

  const fixtureSpec = () => {
    const root = prepareFixture('kind-landing', join(work, 'notices'));
    return readSpec(root, { screenFiles: allScreensExist('fixture') });
  };
  const apiNotice = (id: string, typeId: Banner['typeId'], priority: number, locations: Banner['locations']): Banner => ({
    id,
    typeId,
    text: id,
    description: null,
    buttonText: null,
    buttonUrl: null,
    buttonClose: false,
    imageUrl: null,
    priority,
    locations,
    showOnlyToLoggedInUsers: false,
    showOncePerSession: false,
    isUserSpecificBanner: false,
  });

  it('says, per place, which notices come first, and warns of a campaign banner the API\'s notices push behind "show more"', () => {
    const api = {
      banners: [
        apiNotice('outage', InformationBannerType.Error, 2, [3]),
        apiNotice('maintenance', InformationBannerType.Warning, 1, [3, 2]),
      ],
      campaigns: new Map(),
      source: 'a test',
    };
    const { text, warnings } = noticeReport(fixtureSpec(), api, new Date('2026-12-05T10:00:00Z'));
    expect(text).toContain(
      [
        'Refill:',
        '  visitors see first: maintenance (API, Warning, priority 1), outage (API, Error, priority 2)',
        '    on a phone only: maintenance (API, Warning, priority 1)',
        '    behind "show 1 more": gifts-home (campaign gifts, Info, priority 4)',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Home:',
        '  visitors see first: gifts-home (campaign gifts, Info, priority 4), prize-home (campaign prize, Info, priority 5)',
        '    on a phone only: gifts-home (campaign gifts, Info, priority 4)',
      ].join('\n'),
    );
    // The Dashboard is for customers only: no line for visitors; one notice is one on a phone too.
    expect(text).toContain('Dashboard:\n  logged-in customers see first: maintenance (API, Warning, priority 1)\nRefill:');
    expect(warnings).toEqual([
      'spec/campaigns/gifts.yaml: banner gifts-home on Refill waits behind "show more" for visitors and logged-in customers: maintenance (API, Warning, priority 1) and outage (API, Error, priority 2) come first. Give it priority 1 or lower to be seen at once.',
      'spec/campaigns/prize.yaml: banner prize-home on Home waits behind "show more" on a phone for visitors and logged-in customers: gifts-home (campaign gifts, Info, priority 4) comes first. Give it priority 3 or lower to be seen at once on a phone.',
    ]);
    // Out of its window, the campaign's banner competes with nothing.
    expect(noticeReport(fixtureSpec(), api, new Date('2027-02-05T10:00:00Z')).warnings).toEqual([]);
  });

  it('reads the state of a campaign the way its pages do, with the API record of it', () => {
    const record = { status: CampaignStatus.Inactive, activeFrom: '2026-01-01T00:00:00Z', activeTo: '2027-12-31T00:00:00Z' };
    const table = campaignTable(fixtureSpec(), new Date('2026-11-23T10:00:00Z'), new Map([['prize', record]]));
    expect(table).toMatch(/^prize +\| dice +\| 2026-06-01 00:00 \| ended /m);
  });

  it("asks the built-in sandbox for the API's notices and campaigns by default", async () => {
    const api = await apiNow(new Date());
    expect(api.banners.length).toBeGreaterThan(2);
    expect(api.banners.every((banner) => typeof banner.priority === 'number' && banner.locations.length > 0)).toBe(true);
    expect([...api.campaigns.keys()]).toContain('prize');
  });
});
