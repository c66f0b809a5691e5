import { authoringSchema } from './authoring-schema';
import { existsSync, readdirSync } from 'node:fs';
import type {
  AnyLang,
  AppSpec,
  CampaignFormSpec,
  CampaignSpec,
  EnumSpec,
  FieldRule,
  FormSpec,
  RawRoute,
  Route,
  RuleSpec,
  Spec,
} from '../spec-types';
import { campaignFormName, campaignNamespace, instantOf } from './campaign-values';
import { runCrossChecks } from '../checks';
import { checkApi } from '../checks/api-checks';
import { Diagnostics } from './diagnostics';
import { mergeApi } from './load-api';
import { flattenRoutes } from './load-routes';
import { checkSchema, type SpecKind } from './schema-check';
import { YamlSource } from './yaml-source';
import { normaliseTexts } from './normalise';
import { EDITORIAL_SCREEN, scanScreenFiles, toScreenComponents, type ScreenFiles } from './screens';

const yamlFiles = (root: string, dir: string): string[] =>
  existsSync(`${root}/${dir}`)
    ? readdirSync(`${root}/${dir}`)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];

/**
 * Reads every spec file, checks each against its kind's JSON Schema, builds the typed Spec and runs
 * the cross-file checks. Throws SpecErrors listing every problem found, not only the first.
 * `screenFiles` says which screen components exist (default: those on disk under root's src/features).
 */
export function loadSpec(
  root: string,
  {
    screenFiles = () => scanScreenFiles(root),
    publicFile = (path: string) => existsSync(`${root}/public${path}`),
  }: { screenFiles?: ScreenFiles; publicFile?: (path: string) => boolean } = {},
): Spec {
  const diagnostics = new Diagnostics();
  const read = (file: string, kind: SpecKind): YamlSource | undefined => {
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
  };

  const appSource = read('spec/app.yaml', 'app');
  const routesSource = read('spec/routes.yaml', 'routes');
  const validationSource = read('spec/validation.yaml', 'validation');
  const enumsSource = read('spec/enums.yaml', 'enums');
  const campaignSources = yamlFiles(root, 'spec/campaigns').map((f) => read(f, 'campaign')!);
  const formSources = yamlFiles(root, 'spec/forms').map((f) => read(f, 'form')!);
  const apiRootSource = read('spec/api/openapi.yaml', 'openapi');
  const apiFragments = yamlFiles(root, 'spec/api')
    .filter((f) => f !== 'spec/api/openapi.yaml')
    .map((f) => read(f, 'api-fragment')!);
  const i18nFiles: string[] = [];
  const i18nSources = new Map<string, YamlSource>();
  const i18n = {} as Spec['i18n'];
  for (const lang of ['lt', 'en', 'ru', 'ua'] as AnyLang[]) {
    i18n[lang] = {};
    for (const file of yamlFiles(root, `spec/i18n/${lang}`)) {
      i18nFiles.push(file);
      const source = read(file, 'i18n');
      if (source) i18nSources.set(file, source);
      normaliseTexts(source?.data);
      const namespace = file.slice(file.lastIndexOf('/') + 1, -'.yaml'.length);
      i18n[lang][namespace] = (source?.data ?? {}) as Record<string, unknown>;
    }
  }
  // A file that cannot be read as YAML has no data to check against the others; a file whose structure is
  // wrong still has, so its cross-file mistakes are reported in the same run (a check tripping over the
  // wrong structure gives way to the structure's own message, see the end).
  const all = [
    appSource,
    routesSource,
    validationSource,
    enumsSource,
    apiRootSource,
    ...campaignSources,
    ...formSources,
    ...apiFragments,
    ...i18nSources.values(),
  ];
  if (all.some((source) => !source || source.data === undefined)) diagnostics.throwIfAny();
  const structural = diagnostics.count;
  try {
    return linkSpec();
  } catch (error) {
    if (structural === 0 || !(error instanceof TypeError)) throw error;
    diagnostics.throwIfAny();
    throw error;
  }

  function linkSpec(): Spec {
    const app = appSource!.data as AppSpec;
    const routes: Route[] = flattenRoutes(routesSource!.data as Record<string, RawRoute>, routesSource!, []);
    // Forms written in a campaign file become forms like those of spec/forms, with their labels in the
    // campaign's own text namespace.
    const campaignForms: FormSpec[] = [];
    const campaigns: CampaignSpec[] = campaignSources.map((source) => {
      const data = source.data as Record<string, any>;
      normaliseTexts(data.texts);
      const campaignRoutes = flattenRoutes(data.routes ?? {}, source, ['routes'], data.name);
      routes.push(...campaignRoutes);
      const namespace = campaignNamespace(data.name);
      const forms: CampaignFormSpec[] = Object.entries((data.forms ?? {}) as Record<string, Record<string, any>>).map(([id, raw]) => {
        const shared = typeof raw.form === 'string';
        const definition = shared ? (raw.form as string) : campaignFormName(data.name, id);
        if (!shared && raw.fields) {
          campaignForms.push(toForm(source, raw, definition, ['forms', id], `${namespace}:forms.${id}`));
        }
        return { id, definition, shared, raw };
      });
      return {
        file: source.file,
        name: data.name,
        kind: data.kind,
        ...(data.language ? { language: data.language } : {}),
        ...(data.description ? { description: data.description } : {}),
        activeFrom: instantOf(data.activeFrom, 'start'),
        activeTo: instantOf(data.activeTo, 'end'),
        configKeys: data.configKeys ?? [],
        routeKeys: campaignRoutes.map((r) => r.key),
        banners: data.banners ?? [],
        menu: data.menu ?? [],
        steps: data.steps ?? [],
        forms,
        settings: data.settings ?? {},
        namespace,
        texts: data.texts,
        origin: { source, path: [] },
      };
    });
    const rules: RuleSpec[] = Object.entries(validationSource!.data as Record<string, Omit<RuleSpec, 'name'>>).map(([name, r]) => ({
      name,
      ...r,
    }));
    const enums: EnumSpec[] = Object.entries(enumsSource!.data as Record<string, Omit<EnumSpec, 'name'>>).map(([name, e]) => ({
      name,
      ...e,
    }));
    const forms: FormSpec[] = [
      ...formSources.map((source) =>
        toForm(source, source.data as Record<string, any>, source.file.slice(source.file.lastIndexOf('/') + 1, -'.yaml'.length)),
      ),
      ...campaignForms,
    ];
    const api = mergeApi(apiRootSource!, apiFragments, diagnostics, enums);
    const named = [...new Set(routes.map((r) => r.screen))].filter((name) => name !== EDITORIAL_SCREEN).sort();

    const spec: Spec = {
      app,
      routes,
      campaigns,
      rules,
      enums,
      forms,
      i18n,
      api,
      screens: toScreenComponents(screenFiles(named)),
      schemas: { campaign: authoringSchema('campaign') },
      warnings: [],
      files: {
        app: 'spec/app.yaml',
        routes: ['spec/routes.yaml', ...campaignSources.map((s) => s.file)],
        campaigns: campaignSources.map((s) => s.file),
        validation: 'spec/validation.yaml',
        enums: 'spec/enums.yaml',
        forms: formSources.map((s) => s.file),
        i18n: i18nFiles,
        api: api.files,
      },
    };
    runCrossChecks(
      spec,
      { routes: routesSource!, validation: validationSource!, enums: enumsSource!, app: appSource!, i18n: i18nSources, publicFile },
      diagnostics,
    );
    diagnostics.throwIfAny();
    return { ...spec, warnings: diagnostics.warnings };
  }
}

/** A form of spec/forms/<name>.yaml, or one written in a campaign file at `basePath`. */
function toForm(
  source: YamlSource,
  data: Record<string, any>,
  name: string,
  basePath: (string | number)[] = [],
  textPrefix = `${typeof data.texts === 'string' ? data.texts : 'forms'}:${name}`,
): FormSpec {
  const fields = Object.entries(data.fields as Record<string, any>).map(([fieldName, f]) => ({
    name: fieldName,
    widget: f.widget,
    ...(f.type !== undefined ? { type: f.type } : {}),
    rules: ((f.rules ?? []) as (string | FieldRule)[]).map((r): FieldRule => (typeof r === 'string' ? { rule: r } : r)),
    ...(f.options !== undefined ? { options: typeof f.options === 'string' ? { enum: f.options } : { values: f.options } } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.autocomplete !== undefined ? { autocomplete: f.autocomplete } : {}),
    ...(f.groupSize !== undefined ? { groupSize: f.groupSize } : {}),
    ...(f.when !== undefined ? { when: f.when } : {}),
    ...(f.description !== undefined ? { description: f.description } : {}),
  }));
  return {
    name,
    file: source.file,
    ...(data.description ? { description: data.description } : {}),
    ...(data.operation ? { operation: data.operation } : {}),
    // A campaign form's submit is an object (its operation, checked there, and success): it has a button.
    submit: typeof data.submit === 'boolean' ? data.submit : true,
    fields,
    textPrefix,
    origin: { source, path: basePath },
  };
}

/**
 * Only spec/api: what a developer needs to regenerate the typed client after an API change
 * (`npm run codegen -- --only api`) without the rest of the spec having to be complete.
 */
export function loadApiSpec(root: string): Pick<Spec, 'api' | 'app' | 'files'> {
  const diagnostics = new Diagnostics();
  const read = (file: string, kind: SpecKind) => {
    const source = YamlSource.read(root, file, diagnostics);
    if (source.data !== undefined) checkSchema(source, kind, diagnostics);
    return source;
  };
  const app = read('spec/app.yaml', 'app');
  const enumsSource = read('spec/enums.yaml', 'enums');
  const apiRoot = read('spec/api/openapi.yaml', 'openapi');
  const fragments = yamlFiles(root, 'spec/api')
    .filter((f) => f !== 'spec/api/openapi.yaml')
    .map((f) => read(f, 'api-fragment'));
  diagnostics.throwIfAny();
  const enums = Object.entries(enumsSource.data as Record<string, Omit<EnumSpec, 'name'>>).map(([name, e]) => ({ name, ...e }));
  const api = mergeApi(apiRoot, fragments, diagnostics, enums);
  const partial = { api, app: app.data as AppSpec, files: { api: api.files } as Spec['files'] };
  checkApi(partial as Spec, diagnostics);
  diagnostics.throwIfAny();
  return partial;
}
