import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { href, languageOf, matchRoute } from '@/shared/routing/paths';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import { translatePath, uaLanding, type LanguageChoice } from '@/shared/navigation/translate-path';
import { routesFor } from '@/shared/routing/route-discovery';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { LANGUAGE_CHOICES, rememberLanguage } from '../common/language-switch';

/** Only the base texts: the page only redirects. */
export const namespaces = [] as const;

/**
 * The language proxy (/kalba/:language?returnUrl=…, `# assumed` in spec/routes.yaml): keeps the chosen
 * language (core §4, the one-day cookie) and goes to returnUrl in that language, or to its Home.
 * returnUrl passes the one redirect check first, so the proxy can never send anyone off the site;
 * Ukrainian opens its campaign, as the header's language menu does.
 */
export async function loader({ params, request, route }: ScreenLoaderArgs): Promise<null> {
  const choice = params.language as LanguageChoice;
  if (!LANGUAGE_CHOICES.includes(choice)) throw new Response('Not found', { status: 404 });
  if (choice === 'ua') throw redirect(uaLanding(route.lang));
  rememberLanguage(choice);
  const returnUrl = safeRedirectPath(new URL(request.url).searchParams.get('returnUrl'));
  if (!returnUrl) throw redirect(href('Home', {}, choice));
  const { pathname, search, hash } = new URL(returnUrl, 'https://portal.invalid');
  // A campaign's page goes to its page in that language: the campaigns' routes first, if it may be one.
  await routesFor(pathname);
  // A return address that is the proxy itself would go round in a loop.
  if (matchRoute(pathname)?.key === 'LanguageProxy') throw redirect(href('Home', {}, choice));
  throw redirect(translatePath({ pathname, search, hash }, languageOf(pathname), choice) ?? returnUrl);
}

/** Shown only for the moment before the loader's redirect. */
export default function LanguageProxy() {
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes', { lng: lang });
  return <h1>{t(`${key}.title`)}</h1>;
}
