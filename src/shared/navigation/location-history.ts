/** The in-app locations visited in this tab, so "back" can tell whether there is an in-site page to return to. */
const visited: string[] = [];

export function recordLocation(pathname: string): void {
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  if (visited.length > 50) visited.shift();
}

/** The pathname shown before the current one, if this tab has shown one. */
export function previousPathname(): string | undefined {
  return visited[visited.length - 2];
}
