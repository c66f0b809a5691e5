import type { Diagnostics } from '../load/diagnostics';
import type { YamlSource } from '../load/yaml-source';
import { ACCOUNT_ROUTE_TEXTS, type Lang, type Spec } from '../spec-types';
import type { Sources } from './sources';

const LANGUAGE_NAMES: Record<Lang, string> = { lt: 'Lithuanian', en: 'English', ru: 'Russian' };

/** Leaf keys of a nested text map, as dotted paths. */
export function leafKeys(node: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(node).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leafKeys(v as Record<string, unknown>, [...prefix, k]) : [[...prefix, k]],
  );
}

export function lookup(node: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), node);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language's counted texts need (i18next keys `_one`, `_few`, ...): lt and ru four, en two. */
export const pluralForms = (lang: string): string[] => new Intl.PluralRules(lang === 'ua' ? 'uk' : lang).resolvedOptions().pluralCategories;

/**
 * The keys `lang` must have, given another language's keys: the same, except that a counted text
 * (`x_one`, `x_other`, ...) needs `lang`'s own plural forms of `x`, not the other language's.
 */
export function expectedKeys(keys: string[][], lang: string): string[][] {
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const last = key[key.length - 1]!;
    const forms = PLURAL.test(last) ? pluralForms(lang).map((form) => [...key.slice(0, -1), last.replace(PLURAL, `_${form}`)]) : [key];
    for (const k of forms) out.set(k.join('\u0000'), k);
  }
  return [...out.values()];
}

/** `x_other` for a plural key, so a message can quote the other language's text. */
const pluralSibling = (key: string[]): string[] => [...key.slice(0, -1), key[key.length - 1]!.replace(PLURAL, '_other')];

const ruleMessages = (spec: Spec, name: string) => spec.rules.find((r) => r.name === name)!.message;

export function checkI18n(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  const site = spec.app.languages.site;
  const fileOf = (lang: string, ns: string) => `spec/i18n/${lang}/${ns}.yaml`;
  const missing = (lang: Lang, ns: string, key: string[], fix: string) => {
    const source: YamlSource | undefined = sources.i18n.get(fileOf(lang, ns));
    if (source) diagnostics.add(source.problem(key, 'missing', fix));
    else
      diagnostics.add({
        file: fileOf(lang, ns),
        line: 1,
        col: 1,
        path: key.join('.'),
        problem: 'missing (the file does not exist)',
        fix: `create ${fileOf(lang, ns)} with this text`,
      });
  };

  // Same keys in every site language, so no screen ever shows a raw key; the title of a route that
  // exists in fewer languages (lt-only pages) is needed only in those.
  const routeLanguages = new Map(spec.routes.map((r) => [r.key, r.languages]));
  const notNeeded = (ns: string, lang: Lang, key: string[]) => ns === 'routes' && !(routeLanguages.get(key[0]!)?.includes(lang) ?? true);
  const namespaces = new Set(site.flatMap((lang) => Object.keys(spec.i18n[lang] ?? {})));
  for (const ns of [...namespaces].sort()) {
    for (const lang of site) {
      const own = spec.i18n[lang]?.[ns] ?? {};
      for (const other of site) {
        if (other === lang) continue;
        for (const key of expectedKeys(leafKeys(spec.i18n[other]?.[ns] ?? {}), lang)) {
          if (typeof lookup(own, key) !== 'string' && !notNeeded(ns, lang, key)) {
            const text = String(lookup(spec.i18n[other]![ns], key) ?? lookup(spec.i18n[other]![ns], pluralSibling(key)));
            missing(lang, ns, key, `add the ${LANGUAGE_NAMES[lang]} text (${other} has "${text.slice(0, 60)}")`);
          }
        }
      }
    }
  }
  // Route titles by area (emit/i18n.ts): codegen writes the account routes' into routes-account and a
  // namespace's top-level `routes` joins the routes namespace at run time, so neither may be written here.
  for (const lang of site) {
    for (const [ns, texts] of Object.entries(spec.i18n[lang] ?? {})) {
      const source = sources.i18n.get(fileOf(lang, ns));
      if (ns === ACCOUNT_ROUTE_TEXTS)
        diagnostics.add({
          file: fileOf(lang, ns),
          line: 1,
          col: 1,
          path: ns,
          problem: "the name is taken: codegen writes the account routes' titles to this namespace",
          fix: `rename the file; an account route's title goes in ${fileOf(lang, 'routes')}`,
        });
      else if (ns !== 'routes' && texts && typeof texts === 'object' && 'routes' in texts && source)
        diagnostics.add(
          source.problem(
            ['routes'],
            'a top-level `routes` here would be read as route titles',
            `rename the key, or put route titles in ${fileOf(lang, 'routes')}`,
            {
              key: true,
            },
          ),
        );
    }
  }
  const need = (lang: Lang, ns: string, key: string[], what: string) => {
    if (typeof lookup(spec.i18n[lang]?.[ns], key) !== 'string') missing(lang, ns, key, `add the ${LANGUAGE_NAMES[lang]} ${what}`);
  };
  for (const route of spec.routes) {
    if (route.campaign) continue; // campaign files carry their own route titles (checked there)
    for (const lang of route.languages) need(lang, 'routes', [route.key, 'title'], `title of route ${route.key}`);
  }
  // A campaign file's own forms have their labels in the campaign's texts (checked there); a form of spec/forms
  // in its `texts:` namespace (default forms).
  for (const form of spec.forms.filter((f) => f.file.startsWith('spec/forms/'))) {
    const ns = form.textPrefix.slice(0, form.textPrefix.indexOf(':'));
    for (const lang of site) {
      for (const field of form.fields) {
        if (field.widget !== 'hidden')
          need(lang, ns, [form.name, field.name, 'label'], `label of field ${field.name} of form ${form.name}`);
      }
      if (form.submit) need(lang, ns, [form.name, 'submit'], `submit button text of form ${form.name}`);
    }
  }
  const messages = new Set(spec.rules.map((r) => r.message));
  const ruleNames = new Set(spec.rules.map((r) => r.name));
  for (const form of spec.forms) {
    for (const f of form.fields) {
      for (const r of f.rules) {
        // An unknown rule name (a typo, reported by the form checks) is not a pattern needing PatternFormat.
        if ('rule' in r && !r.message && !ruleNames.has(r.rule) && /^[a-z][A-Za-z0-9]*$/.test(r.rule)) continue;
        messages.add(r.message ?? ('rule' in r && ruleNames.has(r.rule) ? ruleMessages(spec, r.rule) : 'PatternFormat'));
      }
    }
  }
  // A message named with its namespace (`lines:PukFormat`) is in that namespace, beside its form's labels.
  for (const message of [...messages].sort()) {
    const [ns, key] = message.includes(':') ? message.split(':', 2) : ['validation', message];
    for (const lang of site) need(lang, ns!, [key!], `validation message ${message}`);
  }
}
