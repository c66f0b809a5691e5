import type { TFunction } from 'i18next';
import * as constants from '@generated/constants';
import type { components } from '@generated/api/schema';
import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

export type CookiePolicy = components['schemas']['CookiePolicy'];
type CategoryId = components['schemas']['CookieCategoryId'];

/** What the consent dialog shows: the consent manager's banner, or the product's own agreement. */
export interface PolicyView {
  source: 'manager' | 'own';
  version?: string;
  title: string;
  text: string;
  policyUrl?: string | null;
  categories: { id: CategoryId; required: boolean; title: string; description: string }[];
}

const loaded = new WeakMap<Services, Map<Language, Promise<CookiePolicy | undefined>>>();

/**
 * GET /consent/cookies (campaign seed §4): the consent state loads behind an overlay loader for at
 * most `cookieLoaderOverlayMs`. A failure, or no answer by then, gives undefined: the product's own
 * agreement is shown instead (§8 "cookie-consent failure shows the product's own cookie banner").
 * A failed load is tried again the next time (the footer's settings), a good one is kept.
 */
export function loadCookiePolicy(
  services: Services,
  lang: Language,
  waitMs: number = constants.cookieLoaderOverlayMs,
): Promise<CookiePolicy | undefined> {
  let byLanguage = loaded.get(services);
  if (!byLanguage) loaded.set(services, (byLanguage = new Map<Language, Promise<CookiePolicy | undefined>>()));
  let loading = byLanguage.get(lang);
  if (!loading) {
    const cache = byLanguage;
    loading = unwrap(services.api.GET('/consent/cookies')).then(
      (policy) => policy,
      () => {
        cache.delete(lang);
        return undefined;
      },
    );
    cache.set(lang, loading);
  }
  let cancel = () => undefined as void;
  const timeout = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), waitMs);
    cancel = () => clearTimeout(timer);
  });
  return Promise.race([loading, timeout]).finally(() => cancel());
}

const OWN_CATEGORIES: CategoryId[] = ['necessary', 'preferences', 'statistics', 'marketing'];

export function policyView(policy: CookiePolicy | undefined, t: TFunction): PolicyView {
  if (policy)
    return {
      source: 'manager',
      version: policy.version,
      title: policy.title,
      text: policy.text,
      policyUrl: policy.policyUrl,
      categories: policy.categories,
    };
  return {
    source: 'own',
    title: t('cookies.own.title'),
    text: t('cookies.own.text'),
    categories: OWN_CATEGORIES.map((id) => ({
      id,
      required: id === 'necessary',
      title: t(`cookies.own.categories.${id}.title`),
      description: t(`cookies.own.categories.${id}.description`),
    })),
  };
}
