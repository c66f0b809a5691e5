import type { Diagnostics } from '../load/diagnostics';
import type { CampaignSpec, Spec } from '../spec-types';
import { usedTexts } from './campaign-checks';
import type { Sources } from './sources';

/**
 * What a campaign's texts would show the visitor other than the author meant: markup shown as written
 * (the portal renders texts as text), a placeholder nothing fills, a text longer than its place shows
 * whole, the second register in Lithuanian (in spec/i18n/lt too). An emoji is only a warning: it may be meant.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;
const MARKUP = /<\/?[a-zA-Z][^<>]*>|&[a-zA-Z]+;|&#\d+;/;
const PLACEHOLDER = /{{-?\s*([^}\s]+)\s*}}/g;
/** "jūs" and its forms, and the plural imperative (-kite): the portal says "tu" (README, Writing the texts). */
const SECOND_REGISTER = /(?<!\p{L})(jūs|jūsų|jums|jumis)(?!\p{L})|(?<!\p{L})\p{L}{2,}kite(?!\p{L})/iu;
const TU_FORM: Record<string, string> = { jūs: 'tu', jūsų: 'tavo', jums: 'tau', jumis: 'tavimi' };
const EMOJI = /\p{Extended_Pictographic}/u;

/** A Lithuanian text's "jūs" (or plural imperative), with the "tu" form to write instead. */
function register(text: string): { problem: string; fix: string } | undefined {
  const second = SECOND_REGISTER.exec(text);
  if (!second) return undefined;
  const word = second[0];
  const tu = TU_FORM[word.toLowerCase()] ?? word.slice(0, -'ite'.length);
  return {
    problem: `"${word}" speaks to the customer as "jūs", and the portal says "tu" everywhere`,
    fix: `write "${tu}" (e.g. Užsiregistruokite → Užsiregistruok, jūsų numeris → tavo numeris)`,
  };
}

function* texts(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* texts(v, [...path, k]);
}

/** The limit of the first `campaignTextLengths` place (`banners.*.text`) the path matches. */
function limitOf(limits: Record<string, number>, path: string[]): [string, number] | undefined {
  for (const [place, max] of Object.entries(limits)) {
    const parts = place.split('.');
    if (parts.length === path.length && parts.every((p, i) => p === '*' || p === path[i])) return [place, max];
  }
  return undefined;
}

const cut = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}...` : text);

export function checkCampaignTexts(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  // The portal's own Lithuanian texts speak in the same register as the campaigns'.
  for (const [ns, tree] of Object.entries(spec.i18n.lt ?? {})) {
    const source = sources.i18n.get(`spec/i18n/lt/${ns}.yaml`);
    if (!source) continue;
    for (const [path, text] of texts(tree)) {
      const found = register(text);
      if (found) diagnostics.add(source.problem(path, found.problem, found.fix));
    }
  }
  const limits = spec.app.campaignTextLengths ?? {};
  for (const c of spec.campaigns) {
    // The texts the portal's own pages and banners show, which fill no placeholder (a kind's own screens fill theirs).
    const pages = spec.routes.filter((r) => r.origin.source === c.origin.source);
    const shared = new Set(['title', ...usedTexts(spec, c, pages).map((u) => u.path.join('.'))]);
    for (const [lang, tree] of Object.entries(c.texts ?? {})) {
      for (const [path, text] of texts(tree)) checkText(c, lang, path, text, limits, shared, diagnostics);
    }
  }
}

function checkText(
  c: CampaignSpec,
  lang: string,
  path: string[],
  text: string,
  limits: Record<string, number>,
  shared: ReadonlySet<string>,
  diagnostics: Diagnostics,
): void {
  const at = ['texts', lang, ...path];
  const add = (problem: string, fix: string) => diagnostics.add(c.origin.source.problem(at, problem, fix));
  const markup = MARKUP.exec(text);
  if (markup)
    add(
      `${markup[0]} would be shown as written: the portal shows texts as plain text, not HTML`,
      `write the text without it (${cut(text.replace(/<\/?[a-zA-Z][^<>]*>/g, '').replace(/&nbsp;/g, ' '))}); for a new paragraph leave a blank line inside a \`text: |\` block`,
    );
  const plural = PLURAL.test(path.at(-1)!);
  if (shared.has([...path.slice(0, -1), path.at(-1)!.replace(PLURAL, '')].join('.'))) {
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if (plural && name === 'count') continue;
      add(
        `{{${name}}} would be shown as written: nothing fills it on this page`,
        plural || name !== 'count'
          ? 'write the value itself into the text'
          : `write the value itself, or give the text plural forms (${path.at(-1)}_one, ${path.at(-1)}_few, ${path.at(-1)}_many, ${path.at(-1)}_other with {{count}})`,
      );
    }
  }
  const limit = limitOf(limits, path);
  if (limit && text.length > limit[1])
    add(
      `${text.length} characters, and ${limit[0]} shows ${limit[1]} whole (spec/app.yaml campaignTextLengths)`,
      `shorten it to ${limit[1]} characters or fewer${path[0] === 'banners' && path[2] === 'description' ? '; say the rest on the page its button leads to' : ''}`,
    );
  const second = lang === 'lt' ? register(text) : undefined;
  if (second) add(second.problem, second.fix);
  if (EMOJI.test(text))
    diagnostics.warn(
      c.origin.source.problem(
        at,
        `an emoji (${EMOJI.exec(text)![0]}): phones draw it differently and screen readers read out its name`,
        'if it is meant, keep it; otherwise write the words',
      ),
    );
}
