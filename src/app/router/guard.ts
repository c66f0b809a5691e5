import { redirect, redirectDocument } from 'react-router-dom';
import { href } from '@generated/routes';
import { app } from '@generated/app';
import { failureRedirect, MAINTENANCE_PATH } from '@/shared/api/failure';
import type { RouteInfo, ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';

/** Routes that keep the stored return route (core §2): everything else clears it. */
const KEEPS_RETURN_ROUTE = new Set(['Login', 'LoginChallenge', 'PasswordRecovery', 'Registration', 'RegistrationParent']);

/**
 * Wraps a screen's loader: login-only routes send anonymous users to Login with returnUrl (the given
 * one or the current path); failures of the loader's calls turn into the seeds' redirects.
 */
export function guardedLoader(route: RouteInfo, services: Services, loader: ScreenModule['loader']) {
  return async (args: Omit<ScreenLoaderArgs, 'services' | 'route'>) => {
    const url = new URL(args.request.url);
    const returnRouteKey = app.tokens.returnRouteStorageKey!;
    if (!KEEPS_RETURN_ROUTE.has(route.record.parent ?? route.key) && !KEEPS_RETURN_ROUTE.has(route.key)) {
      sessionStorage.removeItem(returnRouteKey);
    }
    if (route.record.login && !services.session.getSnapshot().isLoggedIn) {
      const returnUrl = url.searchParams.get('returnUrl') ?? `${url.pathname}${url.search}${url.hash}`;
      throw redirect(href('Login', {}, route.lang, { returnUrl }));
    }
    if (!loader) return null;
    try {
      return await loader({ ...args, services, route });
    } catch (error) {
      if (error instanceof Response) throw error;
      const target = failureRedirect(error, { language: route.lang, variant: services.variant, currentPath: `${url.pathname}${url.search}` });
      if (target === MAINTENANCE_PATH) throw redirectDocument(target);
      // Already where the failure would send us (the root answering 403, Login answering 401): show
      // the error instead of redirecting to the same page for ever.
      if (target && target.split('?')[0] !== url.pathname) throw redirect(target);
      throw error;
    }
  };
}
