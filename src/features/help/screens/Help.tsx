import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { helpLine } from '@/shared/content/help-line';
import { loadHelp, type HelpData, type HelpGroup } from '../help-data';
import { HelpSearch } from '../HelpSearch';
import '../help.css';

export const namespaces = ['help'] as const;

/** Core §2 Help (public, no form library): groups, a group's topics, an article, or search results. */
export function loader({ services, params, request, route }: ScreenLoaderArgs): Promise<HelpData> {
  return loadHelp(services, route.lang, params, new URL(request.url));
}

/**
 * Help's first page, each group and each article are prerendered with their data (the same for every
 * visitor; an article's HTML sanitised at build time as in the browser); a search is the visitor's.
 */
export const prerender: ScreenModule['prerender'] = { screen: () => true, baked: true, html: ['bodyHtml'], data: loader };

export default function Help() {
  const data = useLoaderData() as HelpData;
  const busy = useNavigation().state === 'loading';
  return (
    <div className="help" aria-busy={busy}>
      {data.kind === 'home' ? <HelpHome groups={data.groups} /> : null}
      {data.kind === 'group' ? <GroupView group={data.group} /> : null}
      {data.kind === 'topic' ? <TopicView data={data} /> : null}
      {data.kind === 'search' ? <SearchView data={data} /> : null}
    </div>
  );
}

function Title() {
  const { t } = useTranslation('routes');
  const { lang } = useRoute();
  return <h1>{t('Help.title', { lng: lang })}</h1>;
}

function HelpHome({ groups }: { groups: HelpGroup[] }) {
  const { lang } = useRoute();
  return (
    <>
      <RouteHeading />
      <HelpSearch query="" />
      <ul className="help-groups">
        {groups.map((group) => (
          <li key={group.slug} className="help-group">
            <h2 className="help-group__title">
              <Link to={href('Help', { group: group.slug }, lang)}>{group.title}</Link>
            </h2>
            <p className="help-group__description">{group.description}</p>
            <TopicLinks group={group} />
          </li>
        ))}
      </ul>
    </>
  );
}

function TopicLinks({ group, current }: { group: HelpGroup; current?: string }) {
  const { lang } = useRoute();
  return (
    <ul className="help-topics">
      {group.topics.map((topic) => (
        <li key={topic.slug}>
          <Link
            to={href('Help', { group: group.slug, topic: topic.slug }, lang)}
            aria-current={topic.slug === current ? 'page' : undefined}
          >
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Breadcrumbs({ group, topic }: { group: { slug: string; title: string }; topic?: string }) {
  const { t } = useTranslation(['help', 'routes']);
  const { lang } = useRoute();
  return (
    <nav aria-label={t('help:breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={href('Help', {}, lang)}>{t('routes:Help.title', { lng: lang })}</Link>
        </li>
        {topic ? (
          <>
            <li>
              <Link to={href('Help', { group: group.slug }, lang)}>{group.title}</Link>
            </li>
            <li aria-current="page">{topic}</li>
          </>
        ) : (
          <li aria-current="page">{group.title}</li>
        )}
      </ol>
    </nav>
  );
}

function GroupView({ group }: { group: HelpGroup }) {
  return (
    <>
      <Breadcrumbs group={group} />
      <h1>{group.title}</h1>
      <p className="lead">{group.description}</p>
      <HelpSearch query="" />
      <TopicLinks group={group} />
    </>
  );
}

function TopicView({ data: { article, bodyHtml, group } }: { data: Extract<HelpData, { kind: 'topic' }> }) {
  const { t } = useTranslation('help');
  const { lang } = useRoute();
  return (
    <>
      <Breadcrumbs group={article.group} topic={article.title} />
      <div className="help-article-layout">
        <article className="help-article">
          <h1>{article.title}</h1>
          <p className="help-article__updated">{t('updated', { date: formatDate(article.updatedAt, lang) })}</p>
          <div className="help-article__body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          {article.related.length > 0 ? (
            <section aria-labelledby="help-related" className="help-related">
              <h2 id="help-related">{t('related')}</h2>
              <ul className="help-topics">
                {article.related.map((hit) => (
                  <li key={`${hit.group.slug}/${hit.slug}`}>
                    <Link to={href('Help', { group: hit.group.slug, topic: hit.slug }, lang)}>{hit.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <aside className="help-aside" aria-label={t('aside')}>
          <HelpSearch query="" />
          {group ? (
            <nav aria-labelledby="help-group-topics">
              <h2 id="help-group-topics" className="help-aside__title">
                {group.title}
              </h2>
              <TopicLinks group={group} current={article.slug} />
            </nav>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function SearchView({ data: { query, hits } }: { data: Extract<HelpData, { kind: 'search' }> }) {
  const { t } = useTranslation('help');
  const { lang } = useRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new search moves the focus to its results (the address changed only in its query).
  useEffect(() => heading.current?.focus({ preventScroll: false }), [query]);
  return (
    <>
      <Title />
      <HelpSearch query={query} />
      <section aria-labelledby="help-results" className="help-results">
        <h2 id="help-results" ref={heading} tabIndex={-1}>
          {t('results.title', { query })}
        </h2>
        <p role="status">{t('results.count', { count: hits.length })}</p>
        {hits.length > 0 ? (
          <ul className="help-hits">
            {hits.map((hit) => (
              <li key={`${hit.group.slug}/${hit.slug}`} className="help-hit">
                <h3 className="help-hit__title">
                  <Link to={href('Help', { group: hit.group.slug, topic: hit.slug }, lang)}>{hit.title}</Link>
                </h3>
                <p className="help-hit__group">{hit.group.title}</p>
                <p className="help-hit__excerpt">{hit.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : (
          <NoResults />
        )}
      </section>
      <p>
        <Link to={href('Help', {}, lang)}>{t('results.all')}</Link>
      </p>
    </>
  );
}

function NoResults() {
  const { t } = useTranslation('help');
  const { t: tFooter } = useTranslation('footer');
  const { lang } = useRoute();
  const { numbers, hours } = helpLine(tFooter, lang);
  return (
    <div className="help-empty">
      <p>{t('results.none')}</p>
      <h3 className="help-empty__title">{t('contacts.title')}</h3>
      <ul className="help-contacts">
        {numbers.map(({ label, number, href, price }) => (
          <li key={number}>
            <a href={href} className="help-contacts__phone">
              {number}
            </a>
            <span className="help-contacts__note">
              {label}. {price}
            </span>
          </li>
        ))}
      </ul>
      <p className="help-contacts__hours">{t('contacts.hours', { hours })}</p>
    </div>
  );
}
