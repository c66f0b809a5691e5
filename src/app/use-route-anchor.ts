import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type RouteKey } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { href, matchRoute } from '@/shared/routing/paths';

/**
 * Where an anchor of a route (spec/routes.yaml `hash`, one per language) leads when it arrives on another
 * address: on the route's parent (/pagrindinis/nustatymai#slaptazodzio-keitimas) it is that route's page, and
 * in another language its own word (/en/…/login-details#change-password, not the Lithuanian one a link or the
 * language switch carried over). Undefined when the address is already right or the hash is no route's.
 */
export function anchorTarget(pathname: string, hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  const anchor = decodeURIComponent(hash.slice(1));
  const match = matchRoute(pathname);
  if (!match || match.redirectTo) return undefined;
  for (const key of Object.keys(routes) as RouteKey[]) {
    const record = routes[key];
    if (!record.hash || !Object.values(record.hash).includes(anchor)) continue;
    if (key !== match.key && record.parent !== match.key) continue;
    const target = href(key, {}, match.lang);
    return target === `${pathname}#${anchor}` ? undefined : target;
  }
  return undefined;
}

/** Follows anchorTarget, replacing the address (the one the user asked for was not a page of its own). */
export function useRouteAnchor(): void {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = anchorTarget(pathname, hash);
    if (target) void navigate(target, { replace: true });
  }, [pathname, hash, navigate]);
}
