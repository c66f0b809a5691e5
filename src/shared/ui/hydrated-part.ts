import { createElement, lazy, use, type ComponentType } from 'react';
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

/**
 * A part of a page whose code is its own chunk although prerendered pages show it (the footer): the
 * page's first load does not wait for it. Prerendering loads it first and renders it in full; in the
 * browser, React keeps the prerendered markup of its Suspense boundary until the chunk has arrived and
 * then hydrates it, so nothing flashes. Once loaded it renders at once (React's lazy accepts a thenable
 * that resolves synchronously), which is what lets prerendering include it. `namespaces`: texts only
 * it uses, loaded beside its code (not in every page's first load), in the page's language.
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
  const Code = lazy(() =>
    loaded ? ({ then: (resolve: (module: Module<Props>) => void) => resolve(loaded!) } as Promise<Module<Props>>) : preload(),
  );
  function Part(props: Props) {
    const { lang } = useRoute();
    const { i18n } = useTranslation();
    if (namespaces.length > 0) {
      if (!loaded) preload().catch(() => undefined); // the code and the texts load side by side
      use(textsReady(i18n, lang, namespaces));
    }
    return createElement(Code as ComponentType<Props>, props);
  }
  return Object.assign(Part, { preload });
}

/** Prerendering: every part's code, and its texts in the page's language. */
export const preloadHydratedParts = (instance: i18n, language: Language): Promise<unknown> =>
  Promise.all([...[...parts].map((preload) => preload()), textsReady(instance, language, [...partNamespaces])]);
