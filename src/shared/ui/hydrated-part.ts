import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Language } from '@generated/routes';
import type { Namespace } from '@generated/i18n/index';
import { textsReady } from '@/shared/i18n/texts-ready';
import { useRoute } from '@/shared/routing/screen';

type Module<Props> = { default: ComponentType<Props> };

/** Every part's code and texts, for prerendering (src/app/prerender.tsx renders them in full). */
const parts = new Set<() => Promise<unknown>>();
const partNamespaces = new Set<Namespace>();

/** A thenable React's lazy reads at once: what is loaded renders in the same pass (prerendering too). */
const resolved = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

/**
 * A part of a page whose code is its own chunk although prerendered pages show it (the footer): the
 * page's first load does not wait for it. Prerendering loads it first and renders it in full; in the
 * browser, React keeps the prerendered markup of its Suspense boundary until the chunk has arrived and
 * then hydrates it, so nothing flashes. `namespaces`: texts only it uses, loaded beside its code (not
 * in every page's first load), in the page's language. Both come through React's lazy, which the
 * boundary waits for on its own: a press elsewhere on the page (the header's menus) is not held up.
 */
export function hydratedPart<Props extends object>(
  load: () => Promise<Module<Props>>,
  { namespaces = [] }: { namespaces?: readonly Namespace[] } = {},
) {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // asked for again the next time it is rendered
        throw error;
      },
    ));
  parts.add(preload);
  namespaces.forEach((ns) => partNamespaces.add(ns));
  // One lazy component per app and language: a language switch renders the part anew in that language.
  const lazies = new WeakMap<i18n, Map<Language, LazyExoticComponent<ComponentType<Props>>>>();
  const codeIn = (instance: i18n, language: Language) => {
    let byLanguage = lazies.get(instance);
    if (!byLanguage) lazies.set(instance, (byLanguage = new Map<Language, LazyExoticComponent<ComponentType<Props>>>()));
    let code = byLanguage.get(language);
    if (!code) {
      code = lazy(() => {
        const texts = textsReady(instance, language, namespaces) as Promise<void> & { status?: string };
        if (loaded && texts.status === 'fulfilled') return resolved(loaded);
        return Promise.all([preload(), texts]).then(
          ([module]) => module,
          (error: unknown) => {
            byLanguage.delete(language); // asked for again the next time it is rendered
            throw error;
          },
        );
      });
      byLanguage.set(language, code);
    }
    return code;
  };
  function Part(props: Props) {
    const { lang } = useRoute();
    const { i18n } = useTranslation();
    return createElement(codeIn(i18n, lang) as ComponentType<Props>, props);
  }
  return Object.assign(Part, { preload });
}

/**
 * The parts' texts in a language, fetched with a page of that language (its route's code and texts):
 * after a language switch the parts then render in the new language at once, not a round trip later.
 */
export const preloadPartTexts = (instance: i18n, language: Language): Promise<void> => textsReady(instance, language, [...partNamespaces]);

/** Prerendering: every part's code, and its texts in the page's language. */
export const preloadHydratedParts = (instance: i18n, language: Language): Promise<unknown> =>
  Promise.all([...[...parts].map((preload) => preload()), textsReady(instance, language, [...partNamespaces])]);
