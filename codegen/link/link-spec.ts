import type { Diagnostics } from '../load/diagnostics';
import type { LoadedFiles } from '../load/load-files';
import { campaignFormName, campaignNamespace, instantOf } from '../load/campaign-values';
import { EDITORIAL_SCREEN, toScreenComponents, type ScreenFiles } from '../load/screens';
import type { AppSpec, CampaignFormSpec, CampaignSpec, EnumSpec, FormSpec, RawRoute, Route, RuleSpec, Spec } from '../spec-types';
import { mergeApi } from './api';
import { linkSubmit } from './campaign-submit';
import { toForm } from './forms';
import { flattenRoutes } from './routes';

/** A file of named entries (spec/enums.yaml, spec/validation.yaml) as a list, each with its name. */
export const named = <T>(data: unknown): ({ name: string } & T)[] =>
  Object.entries(data as Record<string, T>).map(([name, item]) => ({ name, ...item }));

/**
 * The link stage: joins the loaded files into one typed Spec. Campaign files add their routes and forms
 * to the portal's, the API fragments become one document, each campaign form's submit is resolved
 * against the API. A name that resolves to nothing is reported here; whether what is linked makes sense
 * is for the checks, which only read what this returns.
 */
export function linkSpec(loaded: LoadedFiles, screenFiles: ScreenFiles, diagnostics: Diagnostics): Spec {
  const { campaigns: campaignSources, forms: formSources } = loaded;
  const routesSource = loaded.routes!;
  const routes: Route[] = flattenRoutes(routesSource.data as Record<string, RawRoute>, routesSource, []);
  // Forms written in a campaign file become forms like those of spec/forms, with their labels in the
  // campaign's own text namespace.
  const campaignForms: FormSpec[] = [];
  const campaigns: CampaignSpec[] = campaignSources.map((source) => {
    const data = source.data as Record<string, any>;
    const campaignRoutes = flattenRoutes(data.routes ?? {}, source, ['routes'], data.name);
    routes.push(...campaignRoutes);
    const namespace = campaignNamespace(data.name);
    const forms: CampaignFormSpec[] = Object.entries((data.forms ?? {}) as Record<string, Record<string, any>>).map(([id, raw]) => {
      const shared = typeof raw.form === 'string';
      const definition = shared ? (raw.form as string) : campaignFormName(data.name, id);
      if (!shared && raw.fields) campaignForms.push(toForm(source, raw, definition, ['forms', id], `${namespace}:forms.${id}`));
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
  const rules = named<Omit<RuleSpec, 'name'>>(loaded.validation!.data);
  const enums = named<Omit<EnumSpec, 'name'>>(loaded.enums!.data);
  const forms: FormSpec[] = [
    ...formSources.map((source) =>
      toForm(source, source.data as Record<string, any>, source.file.slice(source.file.lastIndexOf('/') + 1, -'.yaml'.length)),
    ),
    ...campaignForms,
  ];
  const api = mergeApi(loaded.apiRoot!, loaded.apiFragments, diagnostics, enums);
  const screens = [...new Set(routes.map((r) => r.screen))].filter((name) => name !== EDITORIAL_SCREEN).sort();
  const spec: Spec = {
    app: loaded.app!.data as AppSpec,
    routes,
    campaigns,
    rules,
    enums,
    forms,
    i18n: i18nOf(loaded),
    api,
    screens: toScreenComponents(screenFiles(screens)),
    schemas: loaded.schemas,
    campaignKinds: loaded.campaignKinds,
    warnings: [],
    files: {
      app: 'spec/app.yaml',
      routes: ['spec/routes.yaml', ...campaignSources.map((s) => s.file)],
      campaigns: campaignSources.map((s) => s.file),
      validation: 'spec/validation.yaml',
      enums: 'spec/enums.yaml',
      forms: formSources.map((s) => s.file),
      i18n: loaded.i18nFiles,
      api: api.files,
    },
  };
  // A submit names an operation of the whole API and the fields of a form: linked once both are joined.
  for (const campaign of campaigns) for (const form of campaign.forms) form.submit = linkSubmit(spec, campaign, form, diagnostics);
  return spec;
}

/** The texts by language and namespace; a language without files has none. */
function i18nOf(loaded: LoadedFiles): Spec['i18n'] {
  const i18n = { lt: {}, en: {}, ru: {}, ua: {} } as Spec['i18n'];
  for (const [file, source] of loaded.i18n) {
    const [, , lang, name] = file.split('/') as [string, string, keyof Spec['i18n'], string];
    i18n[lang][name.slice(0, -'.yaml'.length)] = (source.data ?? {}) as Record<string, unknown>;
  }
  return i18n;
}
