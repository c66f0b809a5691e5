import type { Diagnostics } from '../load/diagnostics';
import type { AnyLang, CampaignSpec, Route, Spec } from '../spec-types';
import { expectedKeys, leafKeys, lookup } from './i18n-checks';

const LANGUAGE_NAMES: Record<AnyLang, string> = { lt: 'Lithuanian', en: 'English', ru: 'Russian', ua: 'Ukrainian' };

/**
 * Cross-file checks of the campaign files: names and banner ids unique (both places named), config
 * keys, banner types and locations, the data pages (steps, actions, forms, results), each form's
 * submit against spec/api, and every text the campaign uses in every one of its languages.
 */
export function checkCampaigns(spec: Spec, diagnostics: Diagnostics): void {
  const enumMembers = (name: string) => Object.keys(spec.enums.find((e) => e.name === name)?.values ?? {});
  const bannerTypes = enumMembers('InformationBannerType');
  const locations = enumMembers('BannerLocation');
  const routeKeys = new Set(spec.routes.map((r) => r.key));
  const where = (c: CampaignSpec, path: (string | number)[]) => {
    const p = c.origin.source.position(path);
    return `${c.file}:${p.line}:${p.col}`;
  };

  // Duplicates are reported at both places, so whichever file is the new one shows the problem.
  const byName = new Map<string, CampaignSpec>();
  const banners = new Map<string, { campaign: CampaignSpec; index: number }>();
  for (const c of spec.campaigns) {
    // The file is the campaign: spec/campaigns/<name>.yaml, so two people never write the same campaign under two
    // names. Case may differ: the API spells some names in capitals (AirPods), file names are lower case.
    const own = c.file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
    if (own.toLowerCase() !== c.name.toLowerCase()) {
      diagnostics.add(
        c.origin.source.problem(
          ['name'],
          `the campaign is named ${c.name}, but its file is ${own}.yaml`,
          /^[A-Za-z][A-Za-z0-9-]*$/.test(c.name)
            ? `write name: ${own}, or rename the file to spec/campaigns/${c.name.toLowerCase()}.yaml`
            : `write name: ${own}`,
        ),
      );
    }
    const other = byName.get(c.name.toLowerCase());
    if (other) {
      diagnostics.add(
        c.origin.source.problem(
          ['name'],
          `campaign name ${c.name} is also used in ${where(other, ['name'])}`,
          'give each campaign its own name',
        ),
      );
      diagnostics.add(
        other.origin.source.problem(
          ['name'],
          `campaign name ${other.name} is also used in ${where(c, ['name'])}`,
          'give each campaign its own name',
        ),
      );
    } else byName.set(c.name.toLowerCase(), c);
    for (const [index, banner] of c.banners.entries()) {
      const seen = banners.get(banner.id);
      if (seen) {
        diagnostics.add(
          c.origin.source.problem(
            ['banners', index, 'id'],
            `banner id ${banner.id} is also used in ${where(seen.campaign, ['banners', seen.index, 'id'])}`,
            'give each banner its own id',
          ),
        );
        diagnostics.add(
          seen.campaign.origin.source.problem(
            ['banners', seen.index, 'id'],
            `banner id ${banner.id} is also used in ${where(c, ['banners', index, 'id'])}`,
            'give each banner its own id',
          ),
        );
      } else banners.set(banner.id, { campaign: c, index });
    }
  }

  const textFiles = new Set(Object.keys(spec.i18n[spec.app.languages.default] ?? {}));
  for (const c of spec.campaigns) {
    const add = (path: (string | number)[], problem: string, fix: string) => diagnostics.add(c.origin.source.problem(path, problem, fix));
    if (c.language && !c.texts[c.language])
      add(
        ['language'],
        `its pages are in ${LANGUAGE_NAMES[c.language]} (${c.language}), which has no texts`,
        `add texts.${c.language}, or remove \`language:\``,
      );
    if (textFiles.has(c.namespace))
      add(
        ['name'],
        `its texts would be namespace ${c.namespace}, which spec/i18n/*/${c.namespace}.yaml already is`,
        'give the campaign another name',
      );
    // A date that is missing (or written under a misspelt key) is the structure's to say: no "later than undefined".
    const raw = c.origin.source.data as Record<string, unknown>;
    const written = typeof raw.activeFrom === 'string' && typeof raw.activeTo === 'string';
    const impossible = (['activeFrom', 'activeTo'] as const).filter((field) => {
      if (typeof raw[field] !== 'string') return true;
      const problem = notOnTheCalendar(c[field]);
      if (problem) add([field], problem, 'write a date that exists, such as 2026-11-30, or a date-time such as 2026-11-30T23:59:59+02:00');
      return problem !== undefined;
    });
    if (written && impossible.length === 0 && !(Date.parse(c.activeTo) > Date.parse(c.activeFrom))) {
      add(['activeTo'], 'activeTo must be after activeFrom', `write a date or date-time later than ${c.activeFrom}`);
    }
    for (const [i, key] of c.configKeys.entries()) {
      if (!spec.app.configKeys.includes(key))
        add(
          ['configKeys', i],
          `config key ${key} is not in spec/app.yaml configKeys`,
          `use one of ${spec.app.configKeys.join(', ')} or add it there`,
        );
    }
    for (const [i, banner] of c.banners.entries()) {
      if (!bannerTypes.includes(banner.type))
        add(['banners', i, 'type'], `${banner.type} is not an InformationBannerType`, `write one of ${bannerTypes.join(', ')}`);
      for (const [j, loc] of banner.locations.entries()) {
        if (!locations.includes(loc))
          add(['banners', i, 'locations', j], `${loc} is not a BannerLocation`, `write one of ${locations.join(', ')}`);
      }
      if (banner.route && !routeKeys.has(banner.route))
        add(['banners', i, 'route'], `route ${banner.route} does not exist`, 'name a route key from spec/routes.yaml or this file');
    }
    const formNames = new Set(spec.forms.map((f) => f.name));
    for (const [i, item] of c.menu.entries()) {
      const target = spec.routes.find((r) => r.key === item.route);
      if (!target || target.campaign !== c.name)
        add(
          ['menu', i, 'route'],
          `route ${item.route} is not a route of this file`,
          `name one of this file's routes: ${c.routeKeys.join(', ')}`,
        );
      else if (target.layout !== 'main' || !target.login || Object.values(target.params).some((p) => !p.optional)) {
        add(
          ['menu', i, 'route'],
          `route ${item.route} is not an account page without params`,
          'lead to a route of this file with `layout: main`, `login: true` and no required params',
        );
      }
    }
    for (const form of c.forms) {
      if (form.shared && !formNames.has(form.definition))
        add(
          ['forms', form.id, 'form'],
          `form ${form.definition} does not exist in spec/forms`,
          'name a file of spec/forms without .yaml, or write the fields here',
        );
      else if (!form.shared && !form.raw.fields)
        add(['forms', form.id], 'the form has neither fields nor form', 'write its `fields:` here, or `form: <name>` of spec/forms');
      else if (
        !form.shared &&
        formNames.has(form.definition) &&
        spec.forms.find((f) => f.name === form.definition)?.file.startsWith('spec/forms/')
      ) {
        add(['forms', form.id], `its generated name ${form.definition} is also a form of spec/forms`, 'rename the form');
      }
    }
    // By file, not by name: a name used twice must not mix two files' routes (one error, not dozens).
    const pages = spec.routes.filter((r) => r.origin.source === c.origin.source);
    for (const route of pages) checkPage(spec, c, route, diagnostics);
    checkTexts(spec, c, pages, diagnostics);
  }
  for (const route of spec.routes) {
    if (route.page && !route.campaign) {
      diagnostics.add(
        route.origin.source.problem(
          [...route.origin.path, 'page'],
          'data pages are drawn from a campaign file',
          'move the route into its campaign file under spec/campaigns/, or write `screen:` instead',
        ),
      );
    }
  }
}

function checkPage(spec: Spec, c: CampaignSpec, route: Route, diagnostics: Diagnostics): void {
  const page = route.page;
  if (!page) return;
  const add = (sub: (string | number)[], problem: string, fix: string) =>
    diagnostics.add(c.origin.source.problem([...route.origin.path, ...sub], problem, fix));
  if (page.step && !c.steps.includes(page.step))
    add(
      ['step'],
      `step ${page.step} is not one of the campaign's steps`,
      c.steps.length ? `write one of ${c.steps.join(', ')}` : 'list the steps under `steps:` first',
    );
  for (const [i, action] of page.actions.entries()) {
    if (!action.route === !action.url) {
      add(
        ['actions', i],
        'a button needs either route: or url:',
        'write `route: <RouteKey>` for a page of the portal or `url: https://...`',
      );
      continue;
    }
    if (action.status !== undefined) {
      const statuses = route.params.status?.values;
      if (!statuses)
        add(
          ['actions', i, 'status'],
          `status: ${action.status} needs a page with a :status param and its values, and ${route.key} has ${route.params.status ? 'no values for it' : 'none'}`,
          route.params.status
            ? 'list them under params: { status: { values: [success, failure] } }'
            : 'leave status: out, or use it on a result page whose path ends in /:status',
        );
      else if (!statuses.includes(action.status))
        add(['actions', i, 'status'], `status ${action.status} is not one of :status's values`, `write one of ${statuses.join(', ')}`);
    }
    if (!action.route) continue;
    const target = spec.routes.find((r) => r.key === action.route);
    if (!target)
      add(['actions', i, 'route'], `route ${action.route} does not exist`, 'name a route key of this file or of spec/routes.yaml');
    else {
      const missing = Object.entries(target.params)
        .filter(([name, p]) => !p.optional && !(name in route.params))
        .map(([name]) => `:${name}`);
      if (missing.length)
        add(
          ['actions', i, 'route'],
          `route ${target.key} needs ${missing.join(', ')}, which this page does not have`,
          'lead to a route without params, or one whose params this page shares',
        );
    }
  }
  if (page.kind === 'form') {
    const form = c.forms.find((f) => f.id === page.form);
    if (!page.form)
      add(
        ['page'],
        'a form page needs `form:`',
        `name one of this file's forms: ${c.forms.map((f) => f.id).join(', ') || '(none yet; add `forms:`)'}`,
      );
    else if (!form)
      add(
        ['form'],
        `form ${page.form} is not one of this file's forms`,
        `write one of ${c.forms.map((f) => f.id).join(', ') || '(none yet; add it under `forms:`)'}`,
      );
    else if (!form.raw.submit)
      add(['form'], `form ${page.form} has no submit`, 'add `submit: { operation: ..., success: ... }` to the form');
  } else if (page.form) add(['form'], `only form pages show a form (this is a ${page.kind} page)`, 'write `page: form`, or remove `form:`');
  if (page.kind === 'result' && route.index)
    diagnostics.add(
      c.origin.source.problem(
        route.origin.path,
        `result page ${route.key} would be listed by search engines, and without the form before it it says nothing`,
        'add `index: false` to the route',
        { key: true },
      ),
    );
  if (page.kind === 'result' && !page.result && !route.params.status)
    add(['page'], 'a result page shows results.<status> of its :status param', 'add a :status param to the path, or `result: <key>`');
  if (page.kind !== 'result' && page.result)
    add(['result'], `only result pages have result: (this is a ${page.kind} page)`, 'write `page: result`, or remove `result:`');
}

/** The kinds whose result pages believe the API, never the address (src/features/campaigns/dice/dice-kind.ts). */
const VERIFIED_RESULTS: readonly string[] = ['dice'];

/** Every text key the campaign's pages, banners, forms and steps use, with what it is. */
export function usedTexts(spec: Spec, c: CampaignSpec, pages: Route[]): { path: string[]; what: string; langs?: readonly string[] }[] {
  const used: { path: string[]; what: string; langs?: readonly string[] }[] = [];
  for (const route of pages) {
    used.push({ path: ['routes', route.key, 'title'], what: `title of route ${route.key}`, langs: route.languages });
    used.push({ path: ['routes', route.key, 'description'], what: `description of route ${route.key}`, langs: route.languages });
    const page = route.page;
    if (!page) continue;
    if (page.kind === 'landing') used.push({ path: ['description'], what: "description (the landing page's text)" });
    for (const id of page.sections)
      used.push(
        { path: ['sections', id, 'title'], what: `title of section ${id}` },
        { path: ['sections', id, 'text'], what: `text of section ${id}` },
      );
    for (const action of page.actions) used.push({ path: ['actions', action.text], what: `text of button ${action.text}` });
    if (page.image?.alt) used.push({ path: ['images', page.image.alt], what: `text alternative of picture ${page.image.alt}` });
    if (page.kind === 'result') {
      // A page with its own result shows its route's title and description (src/features/campaigns/pages/ResultPage.tsx).
      // A kind that checks a result with the API (dice: the refill named) says, when there is none of the
      // visitor's, results.unverified: the page never claims what only its address says.
      const keys = page.result
        ? []
        : [...(route.params.status?.values ?? ['default']), ...(VERIFIED_RESULTS.includes(c.kind) ? ['unverified'] : [])];
      for (const key of keys)
        used.push(
          { path: ['results', key, 'title'], what: `title of result ${key}` },
          { path: ['results', key, 'text'], what: `text of result ${key}` },
        );
    }
  }
  for (const step of c.steps) used.push({ path: ['steps', step], what: `text of step ${step}` });
  for (const item of c.menu)
    used.push({ path: ['menu', item.text], what: `text of menu item ${item.route}`, langs: spec.app.languages.site });
  for (const banner of c.banners) used.push({ path: ['banners', banner.id, 'text'], what: `text of banner ${banner.id}` });
  for (const form of c.forms) {
    const definition = spec.forms.find((f) => f.name === form.definition);
    if (definition && !form.shared) {
      for (const field of definition.fields.filter((f) => f.widget !== 'hidden'))
        used.push({ path: ['forms', form.id, field.name, 'label'], what: `label of field ${field.name}` });
      used.push({ path: ['forms', form.id, 'submit'], what: `submit button text of form ${form.id}` });
    }
    const success = form.raw.submit as { success?: { message?: string } } | undefined;
    if (success?.success?.message)
      used.push({ path: ['messages', success.success.message], what: `success message ${success.success.message}` });
  }
  return used;
}

/**
 * Keys without a text: in `{ text: Ausinės, laikrodžiai }` the comma ends the text and starts a key
 * ` laikrodžiai` with none, so the text is cut short without a word from YAML.
 */
export function emptyTexts(node: unknown, path: string[] = []): string[][] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => (v === null ? [[...path, k]] : emptyTexts(v, [...path, k])));
}

/** Each used text exists in every language of the campaign, and every language has the same keys. */
function checkTexts(spec: Spec, c: CampaignSpec, pages: Route[], diagnostics: Diagnostics): void {
  const langs: AnyLang[] = [...spec.app.languages.site, ...(c.texts.ua ? (['ua'] as const) : [])];
  const reported = new Set<string>();
  for (const lang of langs) {
    for (const path of emptyTexts(c.texts[lang])) {
      reported.add(`${lang}:${path.join('.')}`);
      diagnostics.add(
        c.origin.source.problem(
          ['texts', lang, ...path],
          `\`${path[path.length - 1]}\` has no text`,
          "a comma inside { } ends a text: put the whole text in quotes, e.g. { text: 'Ausinės, laikrodžiai ir kt.' }",
          { key: true },
        ),
      );
    }
  }
  const missing = (lang: AnyLang, path: string[], fix: string) => {
    const id = `${lang}:${path.join('.')}`;
    if (reported.has(id)) return;
    reported.add(id);
    diagnostics.add(c.origin.source.problem(['texts', lang, ...path], 'missing', fix));
  };
  // A landing page's lead is its route's description, the text its prerendered page paints first (files
  // written before that rule had a subtitle, which replaced it once the page was live).
  const landing = pages.find((r) => r.page?.kind === 'landing');
  // Reported where written; a language without one is not told to add it.
  if (langs.some((lang) => lookup(c.texts[lang], ['subtitle']) !== undefined)) langs.forEach((lang) => reported.add(`${lang}:subtitle`));
  for (const lang of langs)
    if (lookup(c.texts[lang], ['subtitle']) !== undefined)
      diagnostics.add(
        c.origin.source.problem(
          ['texts', lang, 'subtitle'],
          landing
            ? `not shown: the landing page ${landing.key} opens with its route's title and description`
            : 'not shown: no page of this campaign shows a subtitle',
          landing
            ? `if it says more than routes.${landing.key}.description, move it there (the lead and the search engines' snippet), and remove subtitle`
            : 'remove subtitle',
          { key: true },
        ),
      );
  for (const { path, what, langs: only } of usedTexts(spec, c, pages)) {
    for (const lang of langs) {
      if (only && lang !== 'ua' && !only.includes(lang)) continue;
      if (typeof lookup(c.texts[lang], path) !== 'string') missing(lang, path, `add the ${LANGUAGE_NAMES[lang]} ${what}`);
    }
  }
  for (const lang of langs) {
    for (const other of langs) {
      if (other === lang) continue;
      for (const key of expectedKeys(leafKeys((c.texts[other] ?? {}) as Record<string, unknown>), lang)) {
        if (key[0] === 'routes' && lang !== 'ua' && !pages.find((r) => r.key === key[1])?.languages.includes(lang as never)) continue;
        if (lookup(c.texts[other], key) === null) continue; // reported as a key without a text
        if (typeof lookup(c.texts[lang], key) !== 'string') {
          missing(
            lang,
            key,
            `add the ${LANGUAGE_NAMES[lang]} text (${other} has "${String(lookup(c.texts[other], key) ?? '').slice(0, 60)}")`,
          );
        }
      }
    }
  }
  // A page with its own result shows its route's title and description: a results.<key> no :status
  // page shows would never be seen (files written before that rule had one).
  const byStatus = new Set(
    pages.flatMap((r) => (r.page?.kind === 'result' && !r.page.result ? (r.params.status?.values ?? ['default']) : [])),
  );
  for (const route of pages) {
    const key = route.page?.kind === 'result' ? route.page.result : undefined;
    if (!key || byStatus.has(key)) continue;
    for (const lang of langs)
      if (lookup(c.texts[lang], ['results', key]) !== undefined)
        diagnostics.add(
          c.origin.source.problem(
            ['texts', lang, 'results', key],
            `not shown: page ${route.key} (result: ${key}) shows its route's title and description`,
            `move this title and text to routes.${route.key}.title and .description, and remove results.${key}`,
            { key: true },
          ),
        );
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What makes a moment the schema's pattern let through impossible (2026-11-31, 2026-13-01, 24:00): a
 * browser would roll it over to another day or not read it at all. Undefined for a real one.
 */
export function notOnTheCalendar(moment: string): string | undefined {
  const [, y, m, d, hh, mm, ss, oh, om] =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))?$/.exec(moment) ?? [];
  if (!y) return undefined; // the schema's pattern has said so
  const month = Number(m);
  if (month < 1 || month > 12) return `${moment} is not a date: there is no month ${month}`;
  const days = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (Number(d) < 1 || Number(d) > days) return `${moment} is not a date: ${MONTHS[month - 1]} ${y} has ${days} days`;
  if (Number(hh ?? 0) > 23 || Number(mm ?? 0) > 59 || Number(ss ?? 0) > 59)
    return `${moment} is not a time of day: hours go to 23, minutes and seconds to 59`;
  if (Number(oh ?? 0) > 14 || Number(om ?? 0) > 59) return `${moment} has no such offset from UTC: offsets go from -12:00 to +14:00`;
  return undefined;
}
