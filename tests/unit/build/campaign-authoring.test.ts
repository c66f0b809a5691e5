import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emitAll } from '../../../codegen/emit/index';
import { loadSpec } from '../../../codegen/load/load-spec';
import { allScreensExist, scanScreenFiles } from '../../../codegen/load/screens';
import { starterCampaign } from '../../../scripts/lib/campaign-starter';
import { campaignTable } from '../../../scripts/lib/campaign-table';

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
      const spec = loadSpec(root, { screenFiles: () => scanScreenFiles('.') });
      const campaign = spec.campaigns.find((c) => c.name === 'spring-sale')!;
      expect(campaign.activeFrom).toBe('2026-11-23T00:00:00+02:00');
      expect(campaign.activeTo).toBe('2026-12-23T23:59:59.999+02:00');
      const pages = spec.routes.filter((r) => r.campaign === 'spring-sale').map((r) => r.page?.kind);
      expect(pages).toEqual(['landing', 'rules', 'form', 'result']);
      expect(campaign.banners.map((b) => b.locations)).toEqual([['Home', 'Refill']]);
      expect(Object.keys(campaign.texts)).toEqual(['lt', 'en', 'ru']);
      const files = await emitAll(spec);
      expect(files.map((f) => f.path)).toContain('forms/spring-sale-sign-up.ts');
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
    const root = join(work, 'table');
    cpSync('tests/codegen/fixtures/minimal/spec', join(root, 'spec'), { recursive: true });
    cpSync('tests/codegen/fixtures/kind-landing/spec', join(root, 'spec'), { recursive: true });
    expect(campaignTable(loadSpec(root, { screenFiles: allScreensExist('fixture') }), new Date('2026-11-23T10:00:00Z'))).toBe(
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
});
