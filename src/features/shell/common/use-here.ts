import { useLocation } from 'react-router';
import { usePageParams, type PageParams } from '@/shared/routing/screen';
import { useHydrated } from '@/shared/ui/use-hydrated';

export interface Here {
  pathname: string;
  search: string;
  hash: string;
  pageParams?: PageParams;
}

/**
 * The current address for building language links: the path only while a prerendered page hydrates
 * (its HTML was rendered without query or hash), then with the query and hash.
 */
export function useHere(): Here & { href: string } {
  const location = useLocation();
  const pageParams = usePageParams();
  const hydrated = useHydrated();
  const here = hydrated ? location : { pathname: location.pathname, search: '', hash: '' };
  const href = `${here.pathname}${here.search}${here.hash}`;
  return { pathname: here.pathname, search: here.search, hash: here.hash, pageParams, href };
}
