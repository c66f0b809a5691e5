import { createContext, useContext, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import * as app from '@generated/app';
import { protectionCalls } from '@generated/api/client';
import type { ApiClient } from '@generated/api/client';
import { ApiError, actionForStatus, describeError, isHandled } from '@/shared/api/api-error';
import { createPortalClient } from '@/shared/api/client';
import { decideFailure } from '@/shared/api/failure';
import { ModalStore } from '@/shared/ui/modal-store';
import { protectionStorage } from '@/shared/session/protection-storage';
import { SessionStore } from '@/shared/session/session-store';
import { languageOf } from './navigation/language';
import { isStagingHost } from './navigation/staging';
import { ensureExceptionTexts } from './i18n/i18n';

export const ERROR_MODAL = 'error';
export const SUCCESS_MODAL = 'success';

export interface Services {
  variant: 'main' | 'protection';
  /** The session of this app variant: the browsing-protection area keeps its own token. */
  session: SessionStore;
  api: ApiClient;
  modals: ModalStore;
  i18n: i18n;
  /** Goes to an address of the app: through the router the services were built on, else a full page load. */
  readonly navigate: Navigation['navigate'];
  /** The path the user is on (the router's location, else the window's). */
  readonly currentPath: Navigation['currentPath'];
  /** Leaves the app with a full page load (a payment page, the partner's auto-login, maintenance). */
  leave(url: string): void;
  /**
   * The one error popup: the exception text with its Arguments, or the offline, timeout or generic text;
   * quiet for a failure the app already acted on (401, 403, 503). With `retry`, the popup offers to try
   * again (a screen whose data failed to load).
   */
  fail(error: unknown, options?: FailOptions): void;
  /** The success popup (campaign seed §8: success opens a success modal); its texts default to common successModal. */
  succeed(message?: { title?: string; description?: string }): void;
  /**
   * Settles once a prerendered page has hydrated (at once otherwise). Screens load after it, so the
   * hydrating render is the prerendered one, however fast their code and data arrive; on a page
   * prerendered whole they load before it (src/app/router/create-router.ts, screenFirst).
   */
  hydration: Promise<void>;
}

export interface FailOptions {
  retry?: () => void;
}

/** What the error popup shows (ERROR_MODAL's data). */
export interface ErrorModalData {
  description: string;
  retry?: () => void;
}

/** How the services move the user and tell where the user is: the app's router (src/app/router/create-router.ts). */
export interface Navigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentPath: () => string;
  /**
   * The page being loaded while a navigation runs (path and query), else the current one: whose language
   * the API answers in, and where a failure's redirect brings the user back to.
   */
  pendingPath?: () => string;
  /** Which entry of the history the user is on (a visit's own key: the same page visited again is another). */
  entryKey?: () => string;
}

export interface ServiceOptions {
  variant: 'main' | 'protection';
  i18n: i18n;
  storage?: Storage;
  baseUrl?: string;
  location?: Pick<Location, 'pathname' | 'search' | 'assign'> & { hash?: string };
  hydration?: Promise<void>;
  /** Without a router (a test of one part), full page loads through `location`. */
  navigation?: Navigation;
}

export function createServices({
  variant,
  i18n,
  storage = localStorage,
  baseUrl,
  location = window.location,
  hydration = Promise.resolve(),
  navigation = { navigate: (to) => location.assign(to), currentPath: () => `${location.pathname}${location.search}${location.hash ?? ''}` },
}: ServiceOptions): Services {
  // The browsing-protection area's token: its own key, and a cookie that ends it after an hour.
  const session =
    variant === 'protection'
      ? new SessionStore(protectionStorage(storage), app.tokens.protectionStorageKey!)
      : new SessionStore(storage, app.tokens.storageKey!);
  const modals = new ModalStore();
  // The page being loaded, whose loaders call while the router is still at the page being left: the
  // language the API answers in (a language switch: the new one), and the page a failure's Login returns to.
  const pending = navigation.pendingPath ?? navigation.currentPath;
  const language = () => languageOf(pending().split(/[?#]/)[0]!);
  // The one place a 401, 403 or 503 is acted on (docs/architecture.md, "One failure policy"): once, however
  // many calls of a page fail together; nothing more once the page is leaving for maintenance, nor while a
  // redirect from the current page is under way.
  let leaving = false;
  let redirectedFrom: string | undefined;
  const entry = navigation.entryKey ?? navigation.currentPath;
  const onFailureStatus = (status: number, page: string, withToken: boolean): boolean => {
    const decision = decideFailure(status, { language: languageOf(page.split(/[?#]/)[0]!), variant, currentPath: page, withToken });
    // Core §7: a 401 removes the stored token, whatever happens next.
    if (status === 401) session.clear('refused');
    if (decision.action === 'popup') return false;
    if (decision.action === 'stay') return true;
    if (leaving || redirectedFrom === entry()) return true;
    if (decision.action === 'leave') {
      leaving = true;
      location.assign(decision.target);
    } else {
      redirectedFrom = entry();
      navigation.navigate(decision.target, { replace: true });
    }
    return true;
  };
  const api = createPortalClient(
    {
      // The browsing-protection area's token goes with its own calls only (spec/api protectionAuth, issue 47 F1).
      token: (call) => (variant === 'protection' && !protectionCalls.has(call) ? undefined : session.token),
      language,
      page: pending,
      onFailureStatus,
      onSessionEnded: () => session.clear('refused'),
    },
    baseUrl,
  );
  const services: Services = {
    variant,
    hydration,
    session,
    modals,
    i18n,
    api,
    navigate: navigation.navigate,
    currentPath: navigation.currentPath,
    leave: (url) => location.assign(url),
    succeed(message) {
      modals.show(SUCCESS_MODAL, message ?? {});
    },
    fail(error, options) {
      // The app already acts on 401, 403 and 503 (the user is on their way to Login, the root, maintenance).
      if (isHandled(error)) return;
      // Core §8: a 403 sends the user to the site root, and the popup is for the other statuses. A 403 the
      // root itself answers has nowhere to send them: the page shows what it has, with no popup (issue 50).
      if (error instanceof ApiError && actionForStatus(error.status) === 'root') return; // only an answer has a status
      if (!(error instanceof ApiError) && (import.meta.env.DEV || isStagingHost())) console.error(error);
      const apiError = error instanceof ApiError ? error : new ApiError('http', 0);
      // Core §8: on staging the error is also logged.
      if (isStagingHost()) console.warn('API error', apiError.status, apiError.body);
      // The exception texts load with the first error; if they cannot (offline), the generic and
      // offline texts, always loaded, stand in.
      void ensureExceptionTexts(i18n).then(() => {
        const description = describeError(apiError, {
          exception: (key) => (i18n.exists(`exceptions:${key}`) ? i18n.t(`exceptions:${key}`) : undefined),
          generic: i18n.t('errors:generic.description'),
          offline: i18n.t('errors:offline.description'),
          timeout: i18n.t('errors:timeout.description'),
        });
        modals.show(ERROR_MODAL, { description, retry: options?.retry } satisfies ErrorModalData);
      });
    },
  };
  return services;
}

const ServicesContext = createContext<Services | undefined>(undefined);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
