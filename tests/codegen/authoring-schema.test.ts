import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtures, prepareFixture } from './prepare-fixture';
import { schemaLine, starterCampaign } from '../../scripts/lib/campaign-starter';

const published = 'generated/schemas/campaign.schema.json';
const schema = JSON.parse(readFileSync(published, 'utf8')) as object;
// An editor's checker knows nothing of codegen's own keyword; it ignores it, as this one is told to.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addKeyword('x-fix');
addFormats.default(ajv, ['date-time']);
const validate = ajv.compile(schema);

const campaignFiles = [
  ...readdirSync('spec/campaigns').map((f) => `spec/campaigns/${f}`),
  ...readdirSync('tests/e2e/campaign-fixture').map((f) => `tests/e2e/campaign-fixture/${f}`),
];
const errorsOf = (data: unknown) => (validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`));

describe('the campaign schema codegen publishes for editors', () => {
  it('is one file: every $ref points inside it', () => {
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(ref).toMatch(/^#\//);
  });

  it.each(campaignFiles)('accepts %s, and the file names the schema on its first line', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(errorsOf(parse(text))).toEqual([]);
    const line = text.split('\n')[0]!;
    expect(line).toMatch(/^# yaml-language-server: \$schema=/);
    expect(resolve(dirname(file), line.replace(/^.*\$schema=/, ''))).toBe(resolve(published));
  });

  it('accepts the file campaign:new writes, whose first line is the schema line', () => {
    const text = starterCampaign('spring-sale', new Date('2026-11-23T10:00:00Z'));
    expect(text.split('\n')[0]).toBe(schemaLine);
    expect(errorsOf(parse(text))).toEqual([]);
  });

  it('flags while typing what codegen refuses: a misspelt key, an unknown kind, a name with a space, a route without paths', () => {
    const good = parse(readFileSync(join('spec/campaigns', 'prize.yaml'), 'utf8')) as Record<string, any>;
    const firstRoute = Object.keys(good.routes as object)[0]!;
    expect(errorsOf({ ...good, activeFromm: '2026-12-01' })).toContain(' additionalProperties');
    expect(errorsOf({ ...good, kind: 'lottery' })).toContain('/kind enum');
    expect(errorsOf({ ...good, name: 'gift week' })).toContain('/name pattern');
    expect(errorsOf({ ...good, routes: { ...good.routes, [firstRoute]: { screen: 'X' } } })).toContain(`/routes/${firstRoute} required`);
  });
});

/**
 * The golden cases whose mistake the campaign file alone shows, with where the published schema must flag
 * it: an editor catches each one as codegen does. Those left out need another file to see (a picture in
 * public/, the API's required fields, another route's path), a page's reading of the text (placeholders),
 * or are warnings; YAML that cannot be read is the editor's YAML parser's to flag.
 */
const SINGLE_FILE_CASES: Record<string, string> = {
  'campaign-path-letters': '/routes/GiftsLanding/paths/lt',
  'campaign-result-indexable': '/routes/GiftsThanks',
  'campaign-text-markup': '/texts/lt/sections/how/text',
  'campaign-register-jus': '/texts/lt/description',
  'sum-decimal-point': '/texts/lt/description',
  'campaign-text-too-long': '/texts/lt/banners/gifts-home/description',
  'campaign-locations-not-list': '/banners/0/locations',
  'campaign-language-block-indented': '/texts',
  'campaign-date-misspelt': '',
  'campaign-name-with-space': '/name',
  'campaign-field-name-snake': '/forms/signUp/fields',
};

describe('the published schema flags each single-file mistake of the golden cases', () => {
  const work = mkdtempSync(join(tmpdir(), 'schema-cases-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const where = (data: unknown) => (validate(data) ? [] : (validate.errors ?? []).map((e) => e.instancePath));

  it('accepts the file every case starts from', () => {
    expect(where(parse(readFileSync(join(prepareFixture('kind-landing', work), 'spec/campaigns/gifts.yaml'), 'utf8')))).toEqual([]);
  });

  it.each(Object.entries(SINGLE_FILE_CASES))('%s at "%s"', (name, path) => {
    const text = readFileSync(join(prepareFixture(name, work), 'spec/campaigns/gifts.yaml'), 'utf8');
    expect(readFileSync(join(fixtures, name, 'expected-error.txt'), 'utf8')).toContain('spec/campaigns/gifts.yaml:');
    expect(where(parse(text))).toContain(path);
  });
});
