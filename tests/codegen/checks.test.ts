import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkApi } from '../../codegen/checks/api-checks';
import { checkCampaigns } from '../../codegen/checks/campaign-checks';
import { checkForms } from '../../codegen/checks/form-checks';
import { checkI18n } from '../../codegen/checks/i18n-checks';
import { checkRoutes } from '../../codegen/checks/route-checks';
import { checkRules } from '../../codegen/checks/rule-checks';
import { checkScreens } from '../../codegen/checks/screen-checks';
import type { Sources } from '../../codegen/checks/sources';
import { checkTypography } from '../../codegen/checks/typography';
import { Diagnostics, formatProblem } from '../../codegen/load/diagnostics';
import { readSpec } from '../../codegen/pipeline';
import { allScreensExist } from '../../codegen/load/screens';
import { YamlSource } from '../../codegen/load/yaml-source';
import type { Spec } from '../../codegen/spec-types';

/**
 * Each cross-file check on its own: quiet on the valid minimal spec, and naming the mistake, at its file,
 * line and column, when the loaded spec carries one (changed in memory, so each test shows the one
 * thing its check is for). The golden cases run the checks through whole spec folders.
 */
const root = fileURLToPath(new URL('./fixtures/minimal', import.meta.url));
const load = (): Spec => readSpec(root, { screenFiles: allScreensExist('fixture') });

function sources(): Sources {
  const diagnostics = new Diagnostics();
  const read = (file: string) => new YamlSource(file, readFileSync(join(root, file), 'utf8'), diagnostics);
  const i18n = new Map<string, YamlSource>();
  for (const lang of readdirSync(join(root, 'spec/i18n')))
    for (const file of readdirSync(join(root, 'spec/i18n', lang))) i18n.set(`spec/i18n/${lang}/${file}`, read(`spec/i18n/${lang}/${file}`));
  return {
    app: read('spec/app.yaml'),
    routes: read('spec/routes.yaml'),
    validation: read('spec/validation.yaml'),
    enums: read('spec/enums.yaml'),
    i18n,
    publicFile: (path) => existsSync(join(root, 'public', path)),
  };
}

type Check = (spec: Spec, diagnostics: Diagnostics) => void;
const CHECKS: Record<string, Check> = {
  checkRoutes,
  checkScreens,
  checkCampaigns,
  checkForms,
  checkApi,
  checkRules: (spec, d) => checkRules(spec, sources(), d),
  checkI18n: (spec, d) => checkI18n(spec, sources(), d),
  checkTypography: (spec, d) => checkTypography(spec, sources(), d),
};

function problems(check: Check, spec: Spec): string[] {
  const diagnostics = new Diagnostics();
  check(spec, diagnostics);
  return diagnostics.problems.map(formatProblem);
}

describe('cross-file checks, each on its own', () => {
  it.each(Object.keys(CHECKS))('%s finds nothing wrong in the valid minimal spec', (name) => {
    expect(problems(CHECKS[name]!, load())).toEqual([]);
  });

  it('checkRoutes: two routes at one path', () => {
    const spec = load();
    const [first, second] = spec.routes.filter((r) => !r.campaign && r.paths.lt !== '*');
    second!.paths.lt = first!.paths.lt;
    // Said at both routes: whichever the author just wrote shows it.
    const line = new RegExp(`^spec/routes\\.yaml:\\d+:\\d+ .*${first!.paths.lt}`);
    expect(problems(checkRoutes, spec)).toEqual([expect.stringMatching(line), expect.stringMatching(line)]);
  });

  it('checkScreens: a route whose screen has no component', () => {
    const spec = load();
    const route = spec.routes.find((r) => !r.campaign && !r.page)!;
    route.screen = 'NoSuchScreen';
    expect(problems(checkScreens, spec).join('\n')).toMatch(/NoSuchScreen/);
  });

  it('checkCampaigns: a campaign named otherwise than its file', () => {
    const spec = load();
    spec.campaigns[0]!.name = 'other';
    expect(problems(checkCampaigns, spec)).toContainEqual(expect.stringContaining('but its file is prize.yaml'));
  });

  it('checkForms: a form that sends to an operation the API does not have', () => {
    const spec = load();
    const form = spec.forms.find((f) => f.operation)!;
    form.operation = `${form.operation!}X`;
    expect(problems(checkForms, spec)).toContainEqual(expect.stringContaining(`operation ${form.operation} does not exist in spec/api`));
  });

  it('checkApi: an operation tagged with an undeclared tag', () => {
    const spec = load();
    [...spec.api.operations.values()][0]!.tags = ['nosuchtag'];
    expect(problems(checkApi, spec)).toContainEqual(expect.stringContaining('tag nosuchtag is not declared in spec/api/openapi.yaml'));
  });

  it('checkRules: a seeds’ rule missing', () => {
    const spec = load();
    spec.rules = spec.rules.filter((r) => r.name !== 'msisdn');
    expect(problems(CHECKS.checkRules!, spec)).toContainEqual(expect.stringMatching(/^spec\/validation\.yaml:1:1 rule msisdn is missing/));
  });

  it('checkI18n: a text one language lacks', () => {
    const spec = load();
    const [ns, texts] = Object.entries(spec.i18n.en).find(([, t]) => Object.keys(t).length)!;
    const key = Object.keys(texts)[0]!;
    delete spec.i18n.en[ns]![key];
    expect(problems(CHECKS.checkI18n!, spec)).toContainEqual(expect.stringContaining(`spec/i18n/en/${ns}.yaml`));
  });

  it('checkTypography: a number with a decimal point, in any language (core §9: the comma on every page)', () => {
    const spec = load();
    const texts = spec.campaigns[0]!.texts;
    spec.campaigns[0]!.texts = {
      ...texts,
      lt: { ...(texts.lt as object), price: 'Tik 2.99 €', fine: 'Tik 2,99 €' },
      en: { ...(texts.en as object), price: 'Only €2.99', fine: 'Only €2,99', data: '1.5 GB a day', plain: 'version 2.5' },
    };
    expect(problems(CHECKS.checkTypography!, spec)).toEqual([
      expect.stringMatching(/^spec\/campaigns\/prize\.yaml:\d+:\d+ texts\.lt\.price: .*wrong decimal mark; write 2,99 €/),
      expect.stringMatching(/^spec\/campaigns\/prize\.yaml:\d+:\d+ texts\.en\.price: .*wrong decimal mark; write €2,99/),
      expect.stringMatching(/^spec\/campaigns\/prize\.yaml:\d+:\d+ texts\.en\.data: .*wrong decimal mark; write 1,5 GB/),
    ]);
  });
});
