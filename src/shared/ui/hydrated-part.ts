import { lazy, type ComponentType } from 'react';

type Module<Props> = { default: ComponentType<Props> };

/** Every part's preload, for prerendering (src/app/prerender.tsx renders them in full). */
const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code is its own chunk although prerendered pages show it (the footer): the
 * page's first load does not wait for it. Prerendering loads it first and renders it in full; in the
 * browser, React keeps the prerendered markup of its Suspense boundary until the chunk has arrived and
 * then hydrates it, so nothing flashes. Once loaded it renders at once (React's lazy accepts a thenable
 * that resolves synchronously), which is what lets prerendering include it.
 */
export function hydratedPart<Props extends object>(load: () => Promise<Module<Props>>) {
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
  const Part = lazy(() =>
    loaded ? ({ then: (resolve: (module: Module<Props>) => void) => resolve(loaded!) } as Promise<Module<Props>>) : preload(),
  );
  return Object.assign(Part, { preload });
}

export const preloadHydratedParts = (): Promise<unknown> => Promise.all([...parts].map((preload) => preload()));
