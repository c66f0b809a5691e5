/**
 * A full page load to the payment page, which is not part of the app. Its own module so component
 * tests can replace it and assert the target without jsdom trying to navigate.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
