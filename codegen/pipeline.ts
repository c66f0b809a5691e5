import { existsSync } from 'node:fs';
import { runCrossChecks } from './checks';
import { checkApi } from './checks/api-checks';
import { Diagnostics } from './load/diagnostics';
import { apiFragmentFiles, loadFiles, readSpecFile, unreadable } from './load/load-files';
import { checkNullKeys } from './load/null-keys';
import { scanScreenFiles, type ScreenFiles } from './load/screens';
import type { YamlSource } from './load/yaml-source';
import { mergeApi } from './link/api';
import { linkSpec, named } from './link/link-spec';
import type { AppSpec, EnumSpec, Spec } from './spec-types';

/**
 * The spec, read in codegen's stages: load (each file on its own: YAML, schema), link (the files joined
 * into one Spec), check (what the joined spec must hold; checks only read it). Each stage imports only
 * those before it (eslint-rules/layers.js); emit/ then turns the result into generated/.
 * Throws SpecErrors listing every problem found, not only the first.
 * `screenFiles` says which screen components exist (default: those on disk under root's src/features).
 */
export function readSpec(
  root: string,
  {
    screenFiles = () => scanScreenFiles(root),
    publicFile = (path: string) => existsSync(`${root}/public${path}`),
  }: { screenFiles?: ScreenFiles; publicFile?: (path: string) => boolean } = {},
): Spec {
  const diagnostics = new Diagnostics();
  const loaded = loadFiles(root, diagnostics);
  if (unreadable(loaded)) diagnostics.throwIfAny();
  // A file whose structure is wrong still has data, so its cross-file mistakes are reported in the same
  // run; a stage tripping over the wrong structure gives way to the structure's own message.
  const structural = diagnostics.count;
  try {
    const spec = linkSpec(loaded, screenFiles, diagnostics);
    const { routes, validation, enums, app, i18n } = loaded as Required<typeof loaded>;
    runCrossChecks(spec, { routes, validation, enums, app, i18n, publicFile }, diagnostics);
    diagnostics.throwIfAny();
    return { ...spec, warnings: diagnostics.warnings };
  } catch (error) {
    if (structural === 0 || !(error instanceof TypeError)) throw error;
    diagnostics.throwIfAny();
    throw error;
  }
}

/**
 * Only spec/api: what a developer needs to regenerate the typed client after an API change
 * (`npm run codegen -- --only api`) without the rest of the spec having to be complete.
 */
export function readApiSpec(root: string): Pick<Spec, 'api' | 'app' | 'files'> {
  const diagnostics = new Diagnostics();
  const read = (file: string, kind: Parameters<typeof readSpecFile>[2]) => readSpecFile(root, file, kind, diagnostics);
  const app = read('spec/app.yaml', 'app');
  const enumsSource = read('spec/enums.yaml', 'enums');
  const apiRoot = read('spec/api/openapi.yaml', 'openapi');
  const fragments = apiFragmentFiles(root).map((f) => read(f, 'api-fragment'));
  diagnostics.throwIfAny();
  // After the files' structure, as readSpec does: a key without a value is reported with the API's other problems.
  checkNullKeys([apiRoot!, ...(fragments as YamlSource[])], diagnostics);
  const enums = named<Omit<EnumSpec, 'name'>>(enumsSource!.data);
  const api = mergeApi(apiRoot!, fragments as YamlSource[], diagnostics, enums);
  const partial = { api, app: app!.data as AppSpec, files: { api: api.files } as Spec['files'] };
  checkApi(partial as Spec, diagnostics);
  diagnostics.throwIfAny();
  return partial;
}
