/** The in-app locations visited in this tab, so "back" can tell whether there is an in-site page to return to. */
const visited: string[] = [];

/**
 * The tab's last page of the site, kept across page loads (sessionStorage is the tab's): a visitor who typed
 * a wrong address after a page of the site has that page one step back, though a typed address sends no
 * referrer (issue 50: the not-found page's button went Home). Read once, before this page records itself.
 */
const TAB_KEY = 'portal.tab.lastPage';
let carried: string | null | undefined;

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked: the referrer alone tells
  }
}

function carriedPage(): string | null {
  if (carried === undefined) carried = tabStorage()?.getItem(TAB_KEY) ?? null;
  return carried;
}

export function recordLocation(pathname: string): void {
  carriedPage();
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  if (visited.length > 50) visited.shift();
  try {
    tabStorage()?.setItem(TAB_KEY, pathname);
  } catch {
    // full or blocked storage: the in-memory record still serves this page load
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
  const before = carriedPage();
  return before && before !== visited[visited.length - 1] ? before : undefined;
}
