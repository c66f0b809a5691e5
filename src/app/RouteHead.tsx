import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router';
import { isNotFound } from './route-errors';
import * as app from '@generated/app';
import { defaultLanguage, languages, type Language } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { hrefOf, matchRoute } from '@/shared/routing/paths';
import { isStagingHost } from '@/shared/navigation/staging';
import { usePageParams, useRoute } from '@/shared/routing/screen';
import { campaignWindow } from '@/shared/campaigns/availability';
import { now } from '@/shared/clock';

/**
 * A campaign's page outside its window only says so: not a page for search engines. The page's own answer
 * (its loader's `window`, with the API's record) once it has one; before that (a prerendered page) its file's.
 */
function isRunning(record: { activeFrom?: string; activeTo?: string }, window: unknown): boolean {
  if (typeof window === 'string') return window === 'active';
  const { activeFrom, activeTo } = record;
  return !activeFrom || !activeTo || campaignWindow({ activeFrom, activeTo }, undefined, now()) === 'active';
}

/**
 * Title, description, canonical and language-alternate links of the current route (each language
 * of it, and `x-default`: the default language's page, for readers of any other language); noindex
 * on staging hosts and on pages kept out of search engines. React 19 hoists these elements into
 * <head>. The not-found page has its own title and is never indexed (no canonical, no alternates).
 */
export function RouteHead({ title: override, notFound: notFoundPage = false }: { title?: string; notFound?: boolean }) {
  const { key, lang, record } = useRoute();
  // A screen that answered 404 shows the not-found screen inside its layout (ScreenError): the page
  // is then the not-found page, whose title this is (the screen's would be a second one). React
  // Router offers no public hook for another route's error, hence its router-state context.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const notFound = notFoundPage || Object.values(routerState?.errors ?? {}).some(isNotFound);
  const { pathname } = useLocation();
  // A screen whose page is one of many at its route (a device, a help article) names it in its loader
  // data's `pageTitle`, so no two such pages share a title.
  const screenData = useMatches().at(-1)?.data as PageData | null | undefined;
  const pageParams = usePageParams();
  const { t } = useTranslation('routes', { lng: lang });
  const { t: common } = useTranslation('common', { lng: lang });
  const robots = isStagingHost()
    ? 'noindex, nofollow'
    : notFound || record.noindex || !isRunning(record, screenData?.window)
      ? 'noindex'
      : undefined;
  if (notFound) {
    return (
      <>
        <title>{`${common('notFound.title')} | ${app.product.name}`}</title>
        <meta name="robots" content={robots} />
      </>
    );
  }
  const named = typeof screenData?.pageTitle === 'string' && screenData.pageTitle ? screenData.pageTitle : undefined;
  // A page inside a section named like a product page (Help's "Planai" beside /planai) carries the section's name.
  const title = override ?? (named ? (screenData?.titleInSection ? `${named} – ${t(`${key}.title`)}` : named) : t(`${key}.title`));
  const description = text(screenData?.pageDescription) ?? t(`${key}.description`, { defaultValue: '' });
  const match = matchRoute(pathname);
  const params = (match?.key === key ? match.params : {}) as never;
  // The production origin, the same in prerendered HTML and in the browser (no hydration difference).
  const origin = app.siteUrl;
  const dynamic = key === 'ContentPage';
  // A CMS page without its aliases in every language (an API that has none) is only in its own language.
  const untranslated = dynamic && !pageParams;
  const pathIn = (l: (typeof languages)[number]) => hrefOf(key, pageParams?.[l] ?? params, l).split(/[?#]/)[0];
  // A CMS page names its address in each language by its aliases (pageParams); without them it is its only language.
  // A page in a campaign-only language (ua) is the same page at every prefix: one address, the default
  // language's, is canonical and is its only alternate.
  const own = record.textLanguage;
  const alternates: { lang: Language | 'ua'; url: string }[] = untranslated
    ? [{ lang, url: `${origin}${pathname}` }]
    : own
      ? [{ lang: own, url: `${origin}${pathIn(defaultLanguage)}` }]
      : languages.filter((l) => routes[key].paths[l] !== undefined).map((l) => ({ lang: l, url: `${origin}${pathIn(l)}` }));
  const fallback = alternates.find((a) => a.lang === defaultLanguage) ?? alternates[0]!;
  const canonical = untranslated ? `${origin}${pathname}` : `${origin}${pathIn(own ? defaultLanguage : lang)}`;
  return (
    <>
      {/* A dynamic (CMS) page sets its own title and description from its metadata. */}
      {dynamic ? null : <title>{`${title} | ${app.product.name}`}</title>}
      {!dynamic && description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {alternates.map((a) => (
        <link key={a.lang} rel="alternate" hrefLang={app.languages.htmlLang[a.lang]} href={a.url} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={fallback.url} />
      {robots ? <meta name="robots" content={robots} /> : null}
      {record.darkHeader ? <meta name="theme-color" content="#14142b" /> : null}
    </>
  );
}

/** What a screen's loader data may say of its page, for its head. */
interface PageData {
  /** A page that is one of many at its route (a device, a help article) names itself. */
  pageTitle?: unknown;
  /** The page's title is followed by its route's (the section's): "Planai – Pagalba". */
  titleInSection?: boolean;
  pageDescription?: unknown;
  /** The picture of a shared link to the page (a device's photo): scripts/lib/link-preview.ts reads it. */
  pageImage?: unknown;
  window?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
