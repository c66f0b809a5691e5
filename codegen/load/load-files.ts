import { existsSync, readdirSync } from 'node:fs';
import type { AnyLang, Spec } from '../spec-types';
import { authoringSchema } from './authoring-schema';
import type { Diagnostics } from './diagnostics';
import { normaliseTexts } from './normalise';
import { checkNullKeys } from './null-keys';
import { checkSchema, schemaEnum, type SpecKind } from './schema-check';
import { YamlSource } from './yaml-source';

/** Every spec file, read as YAML and checked against its kind's JSON Schema: what the link stage joins. */
export interface LoadedFiles {
  app?: YamlSource;
  routes?: YamlSource;
  validation?: YamlSource;
  enums?: YamlSource;
  campaigns: YamlSource[];
  forms: YamlSource[];
  apiRoot?: YamlSource;
  apiFragments: YamlSource[];
  /** By file (spec/i18n/<lang>/<namespace>.yaml), in the order of the languages and then of the names. */
  i18n: Map<string, YamlSource>;
  /** Every i18n file found, also one that could not be read. */
  i18nFiles: string[];
  /** codegen's own schemas, as far as the generated code carries them. */
  schemas: Spec['schemas'];
  /** The kinds a campaign file may name: the campaign schema's `kind` enum. */
  campaignKinds: readonly string[];
}

const LANGUAGES: readonly AnyLang[] = ['lt', 'en', 'ru', 'ua'];

export const yamlFiles = (root: string, dir: string): string[] =>
  existsSync(`${root}/${dir}`)
    ? readdirSync(`${root}/${dir}`)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];

/** One spec file: read, parsed and held to its schema; a missing file is a problem named where it belongs. */
export function readSpecFile(root: string, file: string, kind: SpecKind, diagnostics: Diagnostics): YamlSource | undefined {
  if (!existsSync(`${root}/${file}`)) {
    diagnostics.add({
      file,
      line: 1,
      col: 1,
      path: '',
      problem: 'file is missing',
      fix: `create ${file} (see codegen/schemas/${kind}.schema.yaml)`,
    });
    return undefined;
  }
  const source = YamlSource.read(root, file, diagnostics);
  if (source.data !== undefined) checkSchema(source, kind, diagnostics);
  return source;
}

/**
 * The load stage: reads every file of spec/, each on its own. What one file says of another is for the
 * later stages; what a file says of itself (its YAML, its schema, a key without a value in the API) is
 * checked here, and its texts' typography normalised (quotes, dashes: load/normalise.ts).
 */
export function loadFiles(root: string, diagnostics: Diagnostics): LoadedFiles {
  const read = (file: string, kind: SpecKind) => readSpecFile(root, file, kind, diagnostics);
  const loaded: LoadedFiles = {
    app: read('spec/app.yaml', 'app'),
    routes: read('spec/routes.yaml', 'routes'),
    validation: read('spec/validation.yaml', 'validation'),
    enums: read('spec/enums.yaml', 'enums'),
    campaigns: yamlFiles(root, 'spec/campaigns').map((f) => read(f, 'campaign')!),
    forms: yamlFiles(root, 'spec/forms').map((f) => read(f, 'form')!),
    apiRoot: read('spec/api/openapi.yaml', 'openapi'),
    apiFragments: apiFragmentFiles(root).map((f) => read(f, 'api-fragment')!),
    i18n: new Map(),
    i18nFiles: [],
    schemas: { campaign: authoringSchema('campaign') },
    campaignKinds: schemaEnum('campaign', 'kind'),
  };
  for (const lang of LANGUAGES) {
    for (const file of yamlFiles(root, `spec/i18n/${lang}`)) {
      loaded.i18nFiles.push(file);
      const source = read(file, 'i18n');
      if (!source) continue;
      normaliseTexts(source.data);
      loaded.i18n.set(file, source);
    }
  }
  for (const source of loaded.campaigns) normaliseTexts((source.data as { texts?: unknown } | undefined)?.texts);
  checkNullKeys(
    [loaded.apiRoot, ...loaded.apiFragments].filter((s) => s !== undefined),
    diagnostics,
  );
  return loaded;
}

export const apiFragmentFiles = (root: string): string[] => yamlFiles(root, 'spec/api').filter((f) => f !== 'spec/api/openapi.yaml');

/** A file that cannot be read as YAML has no data to join with the others. */
export function unreadable(loaded: LoadedFiles): boolean {
  const all = [
    loaded.app,
    loaded.routes,
    loaded.validation,
    loaded.enums,
    loaded.apiRoot,
    ...loaded.campaigns,
    ...loaded.forms,
    ...loaded.apiFragments,
    ...loaded.i18n.values(),
  ];
  return all.some((source) => !source || source.data === undefined);
}
