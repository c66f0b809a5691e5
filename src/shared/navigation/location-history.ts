/** The in-app locations visited in this tab, so "back" can tell whether there is an in-site page to return to. */
const visited: string[] = [];

export function recordLocation(pathname: string): void {
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  if (visited.length > 50) visited.shift();
}

/**
 * The pathname shown before the current one: this tab's previous page in the app, else the page of this
 * site the visitor came from (a same-site `document.referrer`: a page loaded afresh, a link from a
 * prerendered page); undefined when neither is known.
 */
export function previousPathname(doc: Pick<Document, 'referrer'> = document, origin = location.origin): string | undefined {
  if (visited.length >= 2) return visited[visited.length - 2];
  try {
    const referrer = new URL(doc.referrer);
    return referrer.origin === origin ? referrer.pathname : undefined;
  } catch {
    return undefined;
  }
}
