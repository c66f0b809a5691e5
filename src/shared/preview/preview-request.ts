import * as app from '@generated/app';
import { isStagingHost } from '../navigation/staging';

/**
 * Whether this page load asks for product staff's preview instant (preview-clock.ts), small enough for
 * every page's first load: the rest of the preview's code is fetched only when it does.
 */
export const PREVIEW_STORAGE_KEY = 'preview-clock';

/** The development server and the staging hosts (spec/app.yaml stagingHosts); never the production host. */
export function previewAllowed(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return import.meta.env.DEV || isStagingHost(hostname);
}

export function previewRequested(url: URL, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  return previewAllowed(url.hostname) && (url.searchParams.has(app.previewQueryKey) || !!storage?.getItem(PREVIEW_STORAGE_KEY));
}

export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
