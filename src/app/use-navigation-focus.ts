import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Core §2: every route change scrolls to the top and moves focus to the page content, so keyboard
 * and screen-reader users start at the new page, not at the link they followed; an address with a
 * fragment scrolls to its target and focuses it instead. A missing scroll target is logged (core §8).
 */
export function useNavigationFocus(contentId: string): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        // The focus goes with it: the link followed has usually gone with the page it was on.
        if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
        target.focus({ preventScroll: true });
        return;
      }
      console.error(`Scroll target ${hash} not found`);
    }
    window.scrollTo(0, 0);
    document.getElementById(contentId)?.focus({ preventScroll: true });
  }, [pathname, hash, contentId]);
}
