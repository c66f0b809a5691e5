import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitApi } from '../../codegen/emit/api';
import { emitAppConfig } from '../../codegen/emit/app-config';
import { emitCampaigns } from '../../codegen/emit/campaigns';
import { emitEnums } from '../../codegen/emit/enums';
import { emitForms } from '../../codegen/emit/forms';
import type { GeneratedFile } from '../../codegen/emit/header';
import { emitI18n } from '../../codegen/emit/i18n';
import { emitRoutes } from '../../codegen/emit/routes';
import { emitSchemas } from '../../codegen/emit/schemas';
import { emitScreens } from '../../codegen/emit/screens';
import { emitValidators } from '../../codegen/emit/validators';
import { readSpec } from '../../codegen/pipeline';
import { allScreensExist } from '../../codegen/load/screens';
import type { Spec } from '../../codegen/spec-types';

/**
 * Each emitter on its own: a pure function from the loaded spec (tests/codegen/fixtures/minimal) to
 * files, checked for what it must carry of the spec. The golden cases pin the exact text; these say
 * what the text is for, so a change of form passes and a lost route, rule or text does not.
 */
let spec: Spec;
beforeAll(() => {
  spec = readSpec(fileURLToPath(new URL('./fixtures/minimal', import.meta.url)), { screenFiles: allScreensExist('fixture') });
});

const file = (files: GeneratedFile[], path: string): string => {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path} among ${files.map((f) => f.path).join(', ')}`);
  return found.content;
};
const paths = (files: GeneratedFile[]) => files.map((f) => f.path).sort();

describe('each emitter is a pure function of the spec', () => {
  it('gives the same files twice and changes nothing of the spec', async () => {
    const emitters = [
      emitApi,
      emitAppConfig,
      emitCampaigns,
      emitEnums,
      emitForms,
      emitI18n,
      emitRoutes,
      emitSchemas,
      emitScreens,
      emitValidators,
    ];
    // Maps as their entries; where a value came from (its YAML source) is not the spec's data.
    const snapshot = () =>
      JSON.stringify(spec, (key, value: unknown) =>
        key === 'origin' ? undefined : value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value,
      );
    const before = snapshot();
    for (const emit of emitters) expect(await emit(spec), emit.name).toEqual(await emit(spec));
    expect(snapshot()).toEqual(before);
  });
});

describe('emitRoutes', () => {
  it('writes every route with its paths, and the languages', () => {
    const routes = file(emitRoutes(spec), 'routes.ts');
    for (const route of spec.routes.filter((r) => !r.campaign)) {
      expect(routes).toContain(`${JSON.stringify(route.key)}:`);
      for (const path of Object.values(route.paths)) expect(routes).toContain(JSON.stringify(path));
    }
    expect(routes).toMatch(/export const languages = \["lt","en","ru"\] as const;/);
  });

  it('leaves out of each route what routeDefaults says, and ships routeDefaults once, as data', () => {
    const routes = file(emitRoutes(spec), 'routes.ts');
    expect(routes.replace(/\s/g, '')).toContain('exportconstrouteDefaults={"layout":"default","login":false,"footer":true,');
    const table = routes.slice(routes.indexOf('export const ownRoutes'));
    expect(table).toContain('"Home":');
    expect(table).not.toMatch(/"(layout": ?"default|login": ?false|footer": ?true|variant": ?"main)"?/);
    // The records are completed by src/shared/routing/route-table.ts: the generated module runs no code of its own.
    expect(routes).not.toMatch(/\bfunction\b|Object\.(fromEntries|assign)/);
  });
});

describe('emitAppConfig', () => {
  it('writes the site constants of app.yaml', () => {
    const files = emitAppConfig(spec);
    expect(paths(files)).toEqual(expect.arrayContaining(['app.ts', 'constants.ts', 'security.ts']));
    expect(file(files, 'app.ts')).toContain(JSON.stringify(spec.app.siteUrl));
  });
});

describe('emitCampaigns', () => {
  it('writes each campaign file as a definition and its banners, and the list of them all (its routes are the routes emitter’s)', () => {
    const files = emitCampaigns(spec);
    for (const campaign of spec.campaigns) {
      const stem = campaign.file.replace(/^.*\//, '').replace(/\.yaml$/, '');
      expect(paths(files)).toEqual(expect.arrayContaining([`campaigns/${stem}.campaign.ts`, `campaigns/${stem}.banners.ts`]));
      expect(file(files, `campaigns/${stem}.campaign.ts`)).toContain(JSON.stringify(campaign.name));
      expect(paths(emitRoutes(spec))).toContain(`campaigns/${stem}.routes.ts`);
    }
    // Data and types only: src/shared/campaign-files/ finds the parts by file name and joins them.
    for (const module of ['campaigns.ts', 'campaign-banners.ts', 'campaign-menu.ts'])
      expect(file(files, module), module).not.toMatch(/\bfunction\b|import\.meta|\bconst campaigns\b/);
    expect(paths(files)).not.toContain('every-campaign.ts');
    // The campaigns' routes are apart from the spec's own table, which every page loads.
    expect(file(emitRoutes(spec), 'routes.ts')).not.toContain('./campaigns/');
    expect(paths(emitRoutes(spec))).not.toContain('campaign-routes.ts');
    expect(file(emitRoutes(spec), 'route-values.ts')).not.toMatch(/import\.meta|Object\.assign/);
  });

  it("writes the campaign types once: the template as it is, and aliases of it with the app's route keys", () => {
    const files = emitCampaigns(spec);
    const template = readFileSync('codegen/templates/campaign-types.ts', 'utf8');
    expect(file(files, 'campaign-types.ts').endsWith(template)).toBe(true);
    for (const module of ['campaigns.ts', 'campaign-banners.ts', 'campaign-menu.ts']) {
      expect(file(files, module), module).not.toMatch(/\binterface\b/);
      expect(file(files, module), module).toContain("import type * as Campaign from './campaign-types';");
    }
  });
});

describe('emitEnums', () => {
  it('writes every enum with every value', () => {
    const enums = file(emitEnums(spec), 'enums.ts');
    for (const { name, values } of spec.enums) {
      expect(enums).toContain(`export const ${name} = {`);
      for (const [key, value] of Object.entries(values))
        expect(enums).toMatch(new RegExp(`['"]?${key}['"]?: ${typeof value === 'number' ? value : `'${value}'`},`));
    }
  });
});

describe('emitForms', () => {
  it('writes each form with a precompiled validator: no compiler at run time', () => {
    const files = emitForms(spec);
    for (const form of spec.forms.filter((f) => !f.textPrefix.startsWith('campaign'))) {
      expect(paths(files)).toEqual(expect.arrayContaining([`forms/${form.name}.ts`, `forms/${form.name}.validator.js`]));
      const validator = file(files, `forms/${form.name}.validator.js`);
      expect(validator).not.toMatch(/new Function|\beval\(/);
      for (const field of form.fields) expect(file(files, `forms/${form.name}.ts`)).toContain(field.name);
    }
  });
});

describe('emitI18n', () => {
  it("writes one chunk per language and namespace, each campaign's part of the campaigns namespace, and the table that names them", () => {
    const files = emitI18n(spec);
    for (const lang of ['lt', 'en', 'ru'] as const) {
      for (const namespace of Object.keys(spec.i18n[lang])) expect(paths(files)).toContain(`i18n/${lang}/${namespace}.ts`);
      // The campaigns namespace is its parts, one per campaign with banners: adding a campaign changes no shared file.
      expect(paths(files)).not.toContain(`i18n/${lang}/campaigns.ts`);
      expect(paths(files).filter((path) => path.startsWith(`i18n/${lang}/campaigns/`)).length).toBeGreaterThan(0);
    }
    expect(file(files, 'i18n/index.ts')).toContain('export const loaders');
    expect(file(files, 'i18n/index.ts')).not.toMatch(/\bfunction\b|=>\s*[a-z]+\.startsWith/);
  });
});

describe('emitSchemas', () => {
  it("writes the campaign file's JSON Schema for the editors of spec/campaigns", () => {
    const schema = JSON.parse(file(emitSchemas(spec), 'schemas/campaign.schema.json')) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'kind', 'activeFrom', 'activeTo', 'routes']));
  });
});

describe('emitScreens', () => {
  it('names each route screen once, lazily imported', () => {
    const screens = file(emitScreens(spec), 'screens.ts');
    for (const name of new Set(spec.routes.filter((r) => !r.page).map((r) => r.screen))) expect(screens).toContain(name);
    expect(screens).toMatch(/import\(/);
  });
});

describe('emitValidators', () => {
  it('writes every rule, precompiled, with its message and max length', () => {
    const files = emitValidators(spec);
    const index = file(files, 'validation/index.ts');
    for (const rule of spec.rules) {
      expect(index).toContain(`${rule.name}: (value) => compiled.${rule.name}(value) === true`);
      expect(index).toContain(JSON.stringify(rule.message));
      if (rule.maxLength) expect(index).toMatch(new RegExp(`"${rule.name}": ?${rule.maxLength}\\b`));
    }
    expect(file(files, 'validation/rules.js')).not.toMatch(/new Function|\beval\(/);
  });
});

describe('emitApi', () => {
  it('writes the typed client of every operation, and which ones need a session', async () => {
    const files = await emitApi(spec);
    const schema = file(files, 'api/schema.ts');
    for (const [, operation] of spec.api.operations) expect(schema).toContain(JSON.stringify(operation.path));
    const secured = file(files, 'api/secured.ts');
    for (const [, { method, path, secured: needsSession }] of spec.api.operations)
      expect(secured.includes(`"${method.toUpperCase()} ${path}"`), `${method} ${path}`).toBe(needsSession);
  });
});
