import { useEffect, useSyncExternalStore } from 'react';

export interface ResourceState<T> {
  data?: T;
  error?: unknown;
}

/**
 * The one "nothing yet" state, the same object on the server, in hydration and until the first
 * answer: React then sees no change after hydration and does not render the page again for it.
 */
const NOT_LOADED: ResourceState<never> = Object.freeze({});
const notLoaded = () => NOT_LOADED;

/**
 * Data the shell shares between components outside route loaders (user info, unread count,
 * features): loaded once, shared, refreshed on demand or on an interval, cleared on logout.
 */
export class Resource<T> {
  private state: ResourceState<T> = NOT_LOADED;
  private pending: Promise<T> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<T>) {}

  getSnapshot = (): ResourceState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The data, loading it once; concurrent callers share one request. */
  get(): Promise<T> {
    if (this.state.data !== undefined && !this.state.error) return Promise.resolve(this.state.data);
    return this.refresh();
  }

  /** Loads again; subscribers hear of the answer only (no one shows a "loading" state of these). */
  refresh(): Promise<T> {
    if (this.pending) return this.pending;
    this.pending = this.load().then(
      (data) => {
        this.pending = undefined;
        this.set({ data });
        return data;
      },
      (error: unknown) => {
        this.pending = undefined;
        this.set({ data: this.state.data, error });
        throw error;
      },
    );
    return this.pending;
  }

  clear(): void {
    this.pending = undefined;
    this.set(NOT_LOADED);
  }

  private set(state: ResourceState<T>): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Subscribes to a resource and loads it when first used (and every `refreshMs`, if given).
 * Hydration always starts from "not loaded", as the prerendered HTML was, even when another part
 * of the page has already loaded the data: no hydration mismatch.
 */
export function useResource<T>(resource: Resource<T> | undefined, { refreshMs }: { refreshMs?: number } = {}): ResourceState<T> {
  const state = useSyncExternalStore(
    resource?.subscribe ?? (() => () => undefined),
    resource?.getSnapshot ?? notLoaded,
    notLoaded,
  ) as ResourceState<T>;
  useEffect(() => {
    if (!resource) return undefined;
    resource.get().catch(() => undefined);
    if (!refreshMs) return undefined;
    const timer = setInterval(() => void resource.refresh().catch(() => undefined), refreshMs);
    return () => clearInterval(timer);
  }, [resource, refreshMs]);
  return state;
}
