import { lazy, type ComponentType } from 'react';

/**
 * A part of a page that loads when it is needed (the newsletter form, cookie consent, live chat, banners).
 * If its code cannot be fetched (offline, a deploy replaced it) the part is left out instead of
 * failing the page; it is asked for again the next time it is needed.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let module: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
  const Part = lazy(() => preload().catch(() => ({ default: (() => null) as ComponentType<Props> })));
  return Object.assign(Part, { preload: () => void preload().catch(() => undefined) });
}
