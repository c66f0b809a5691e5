/**
 * A full page load outside the app (the bank's identification page, a social login provider). Its own
 * module so component tests can replace it and assert the target without jsdom trying to navigate.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
