import { onPageStart } from '@/shared/page-state';

/** The in-app locations visited in this page load, so "back" can tell whether there is an in-site page to return to. */
let visited: string[];

/**
 * The tab's last page of the site, kept across page loads in sessionStorage (the tab's): a visitor who typed
 * a wrong address after a page of the site has that page one step back, though a typed address sends no
 * referrer (issue 50). Read once, before this page load records itself; storage that throws tells nothing.
 */
const TAB_KEY = 'portal.tab.lastPage';
/** undefined until read; '' when the tab had none (or its storage is blocked). */
let carried: string | undefined;
// The page's (src/shared/page-state.ts).
onPageStart(() => {
  [visited, carried] = [[], undefined];
});

export function recordLocation(pathname: string): void {
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  if (visited.length > 50) visited.shift();
  try {
    carried ??= sessionStorage.getItem(TAB_KEY) ?? '';
    sessionStorage.setItem(TAB_KEY, pathname);
  } catch {
    carried ??= '';
  }
}

/**
 * The pathname shown before the current one: this tab's previous page in the app, else the page of this
 * site the visitor came from (a same-site `document.referrer`: a page loaded afresh, a link from a
 * prerendered page), else the tab's last page of the site before this page load (an address typed after
 * it); undefined when none is known.
 */
export function previousPathname(doc: Pick<Document, 'referrer'> = document, origin = location.origin): string | undefined {
  if (visited.length >= 2) return visited[visited.length - 2];
  try {
    const referrer = new URL(doc.referrer);
    if (referrer.origin === origin) return referrer.pathname;
  } catch {
    // no referrer
  }
  return carried && carried !== visited[visited.length - 1] ? carried : undefined;
}
