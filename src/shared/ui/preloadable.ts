import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<Props> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<unknown> };

/**
 * A lazily loaded component whose code a loader can fetch beforehand (with the page's data): once
 * preloaded it renders in the same pass as the page around it (React's lazy accepts a thenable that
 * resolves at once), instead of popping in after it and pushing what follows down the page.
 */
export function preloadable<Props>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // asked for again the next time
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve(loaded!) } as Promise<typeof loaded>)
      : preload(),
  );
  return Object.assign(Component, { preload });
}
