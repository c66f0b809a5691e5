import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { namespaces as knownNamespaces, type Namespace } from '@generated/i18n/index';
import { isCampaignNamespace, loadNamespace } from '@/shared/i18n/load-namespace';
import type { Language } from '@generated/routes';
import { withRouteTexts } from '@/shared/i18n/route-texts';
import { useRoute, type RouteInfo } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';

/** The language a campaign page is written in: its route's own (ua), else the path's site language. */
export type PageLanguage = Language | 'ua';

export function usePageLanguage(): PageLanguage {
  const { record, lang } = useRoute();
  return record.textLanguage ?? lang;
}

/**
 * Texts for a page in a campaign-only language (spec/campaigns `language: ua`): an i18next instance of
 * its own in that language, holding the namespaces the page reads, with the site language's texts as
 * the fallback for runtime texts ua does not have (the app's instance stays in the site language, so
 * the header, footer and error popup are unchanged). Loaded in the screen's loader, so the page renders
 * in Ukrainian from its first frame; undefined for a page in the site language.
 */
export async function loadPageTexts(services: Services, route: RouteInfo, namespaces: readonly string[]): Promise<I18n | undefined> {
  const own = route.record.textLanguage;
  if (!own) return undefined;
  const site = services.i18n;
  const wanted = [...new Set([...namespaces, 'common', 'routes'])].filter(
    (ns): ns is Namespace => (knownNamespaces as readonly string[]).includes(ns) || isCampaignNamespace(ns),
  );
  await ensureNamespaces(site, wanted);
  const bundles = await Promise.all(wanted.map((ns) => loadNamespace(own, ns)));
  const resources = {
    [own]: withRouteTexts(Object.fromEntries(wanted.map((ns, index) => [ns, bundles[index]!]))),
    [route.lang]: Object.fromEntries(wanted.map((ns) => [ns, site.getResourceBundle(route.lang, ns) ?? {}])),
  };
  const texts = i18next.createInstance();
  // Resources given up front and initAsync off: ready at once, no backend, no second render.
  void texts.init({
    lng: own,
    fallbackLng: route.lang,
    resources,
    ns: wanted,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return texts;
}

/** The page's content in its own language (a no-op for pages in the site language). */
export function PageTexts({ texts, children }: { texts: I18n | undefined; children: ReactNode }) {
  return texts ? <I18nextProvider i18n={texts}>{children}</I18nextProvider> : <>{children}</>;
}
