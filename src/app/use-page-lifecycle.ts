import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import * as constants from '@generated/constants';

const readVersion = (html: string) => /<meta name="app-version" content="([^"]*)"/.exec(html)?.[1];

/**
 * Campaign seed §4 "App version": the root page is polled every 45 s; once its version meta changes,
 * the next navigation is a full page load, so the user gets the new code. Core §2: a page restored
 * from the back-forward cache reloads, so it never shows stale account data.
 */
export function usePageLifecycle(): void {
  const { pathname, search, hash } = useLocation();
  const stale = useRef(false);
  const shownAt = useRef(`${pathname}${search}`);

  useEffect(() => {
    const current = document.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? '';
    const poll = async () => {
      try {
        const response = await fetch('/', { cache: 'no-store' });
        const version = readVersion(await response.text());
        if (version !== undefined && version !== current) stale.current = true;
      } catch {
        // Offline: try again at the next tick.
      }
    };
    const timer = setInterval(poll, constants.appVersionCheckSeconds * 1000);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    const here = `${pathname}${search}`;
    if (stale.current && here !== shownAt.current) window.location.assign(`${here}${hash}`);
    shownAt.current = here;
  }, [pathname, search, hash]);
}
