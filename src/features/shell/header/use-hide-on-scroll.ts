import { useEffect, useState, type RefObject } from 'react';
import * as constants from '@generated/constants';
import { SMALL_SCREEN, useMediaQuery } from '../common/use-media-query';

/**
 * Core §2: on small screens the header slides away when the page scrolls down past
 * `headerHideThresholdPx` and comes back on any scroll up. It stays while a menu is open (`pinned`)
 * and comes back when keyboard focus enters it, so it is never hidden from someone using it.
 */
export function useHideOnScroll(header: RefObject<HTMLElement | null>, pinned: boolean): boolean {
  const small = useMediaQuery(SMALL_SCREEN);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!small || pinned) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > constants.headerHideThresholdPx) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    const element = header.current;
    const onFocus = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    element?.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('focusin', onFocus);
    };
  }, [small, pinned, header]);
  return hidden && small && !pinned;
}
