import { languages, type Language } from '../../generated/routes';
import { href } from '../../src/shared/routing/paths';
import type { components } from '../../generated/api/schema';
import type { SitePage } from './site-files';

type Group = components['schemas']['HelpGroup'];
type Fetch = (path: string, lang: Language) => Promise<unknown>;

/**
 * Every address of Help the API answers (core §2: /pagalba with optional {group} and {topic}): the
 * route itself, each group and each topic, in every site language. A slug of any language is accepted
 * under any language's path (spec/api/help.yaml), so each group and topic is listed with the slugs of
 * every language. The groups answer in the same display order in every language.
 */
export async function helpPaths(get: Fetch): Promise<string[]> {
  const byLang = await Promise.all(languages.map(async (lang) => (await get('/help/groups', lang)) as Group[]));
  const paths = new Set<string>();
  for (const lang of languages) {
    paths.add(href('Help', {}, lang));
    byLang[0]!.forEach((_, g) => {
      const groupSlugs = new Set(byLang.map((groups) => groups[g]!.slug));
      const topicSlugs = byLang[0]![g]!.topics.map((_, t) => new Set(byLang.map((groups) => groups[g]!.topics[t]!.slug)));
      for (const group of groupSlugs) {
        paths.add(decodeURIComponent(href('Help', { group }, lang)));
        for (const slugs of topicSlugs) for (const topic of slugs) paths.add(decodeURIComponent(href('Help', { group, topic }, lang)));
      }
    });
  }
  return [...paths];
}

/**
 * Each help group's and article's own address in each language (its slugs in that language): the pages
 * the build bakes and lists in the sitemap, the languages of one group or article grouped together (the
 * groups and their topics answer in the same order in every language).
 */
export async function helpBakedPages(get: Fetch): Promise<SitePage[]> {
  const byLang = await Promise.all(languages.map(async (lang) => [lang, (await get('/help/groups', lang)) as Group[]] as const));
  const page = (lang: Language, group: string, params: { group: string; topic?: string }): SitePage => ({
    path: href('Help', params, lang),
    key: 'Help',
    lang,
    group: `help/${group}`,
  });
  return byLang.flatMap(([lang, groups]) =>
    groups.flatMap((group, g) => [
      page(lang, `${g}`, { group: group.slug }),
      ...group.topics.map((topic, t) => page(lang, `${g}/${t}`, { group: group.slug, topic: topic.slug })),
    ]),
  );
}
