import type { HttpHandler } from 'msw';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { api } from '../http';
import { findGroup, findTopic, fold, plainText, type HelpGroupState, type HelpTopicState } from '../world/help';
import { languageOf, pick, type Language } from '../world/i18n';

const EXCERPT = 200;

type Hit = Schemas['HelpSearchHit'];

function excerptOf(text: string, at: number): string {
  if (text.length <= EXCERPT) return text;
  const start = Math.max(0, Math.min(at - 60, text.length - EXCERPT));
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const slice = text.slice(from, from + EXCERPT);
  const end = slice.lastIndexOf(' ');
  return `${from > 0 ? '…' : ''}${slice.slice(0, end > 0 ? end : undefined)}…`;
}

function hitOf(group: HelpGroupState, topic: HelpTopicState, language: Language, at = 0): Hit {
  return {
    group: { slug: pick(group.slug, language), title: pick(group.title, language) },
    slug: pick(topic.slug, language),
    title: pick(topic.title, language),
    excerpt: excerptOf(plainText(pick(topic.body, language)), at),
  };
}

/** A group's (or, with its topic, an article's) address parts in every language. */
function slugsOf(group: HelpGroupState, topic?: HelpGroupState['topics'][number]): Schemas['HelpSlugs'] {
  const of = (language: Language) => ({ group: pick(group.slug, language), ...(topic ? { topic: pick(topic.slug, language) } : {}) });
  return { lt: of('lt'), en: of('en'), ru: of('ru') };
}

function groupOf(group: HelpGroupState, language: Language): Schemas['HelpGroup'] {
  return {
    slug: pick(group.slug, language),
    slugs: slugsOf(group),
    title: pick(group.title, language),
    description: pick(group.description, language),
    topics: group.topics.map((topic) => ({ slug: pick(topic.slug, language), title: pick(topic.title, language) })),
  };
}

/**
 * Every topic whose title or text holds every word of the query, case and diacritics ignored, in the
 * request's language; those matching in the title first.
 */
function search(groups: HelpGroupState[], query: string, language: Language): Hit[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const ranked: { hit: Hit; score: number }[] = [];
  for (const group of groups) {
    for (const topic of group.topics) {
      const title = fold(pick(topic.title, language));
      const text = plainText(pick(topic.body, language));
      const body = fold(text);
      if (!words.every((word) => title.includes(word) || body.includes(word))) continue;
      const inTitle = words.filter((word) => title.includes(word)).length;
      const first = Math.max(0, Math.min(...words.map((word) => body.indexOf(word)).filter((i) => i >= 0)));
      ranked.push({ hit: hitOf(group, topic, language, Number.isFinite(first) ? first : 0), score: inTitle });
    }
  }
  return ranked.sort((a, b) => b.score - a.score).map(({ hit }) => hit);
}

/** The help centre: groups with their topics, one article, and search (assumed API, spec/api/help.yaml). */
export function helpHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/help/groups', ({ request, response }) => {
      const language = languageOf(request);
      return response(200).json(ctx.world(request).help.map((group) => groupOf(group, language)));
    }),

    api.get('/help/groups/{group}', ({ request, params, response }) => {
      const language = languageOf(request);
      const group = findGroup(ctx.world(request).help, decodeURIComponent(params.group));
      if (!group) return notFound(`Help group ${params.group}`);
      return response(200).json(groupOf(group, language));
    }),

    api.get('/help/groups/{group}/topics/{topic}', ({ request, params, response }) => {
      const language = languageOf(request);
      const groups = ctx.world(request).help;
      const found = findTopic(groups, decodeURIComponent(params.group), decodeURIComponent(params.topic));
      if (!found) return notFound(`Help topic ${params.group}/${params.topic}`);
      const { group, topic } = found;
      const related = topic.related.flatMap((slug) => {
        for (const other of groups) {
          const match = other.topics.find((candidate) => candidate.slug.lt === slug);
          if (match) return [hitOf(other, match, language)];
        }
        return [];
      });
      return response(200).json({
        group: { slug: pick(group.slug, language), title: pick(group.title, language) },
        slug: pick(topic.slug, language),
        slugs: slugsOf(group, topic),
        title: pick(topic.title, language),
        body: pick(topic.body, language),
        updatedAt: topic.updatedAt.toISOString(),
        related,
      });
    }),

    api.get('/help/search', ({ request, query, response }) =>
      response(200).json(search(ctx.world(request).help, query.get('q') ?? '', languageOf(request))),
    ),
  ];
}
