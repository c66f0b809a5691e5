/**
 * The Dashboard's modal banners: the API's information modal, the consent campaign's, the password
 * reminder. A visit's first page opens one of them, and the page behind it is inert, as a user finds
 * it. Tests that are not about them start as a user who closed them this session (component tests:
 * renderApp's `closedBanners`; browser tests: the `bannerModals` option of tests/e2e/fixtures.ts).
 */
export const MODAL_BANNERS: readonly string[] = ['information-modal', 'consent-modal', 'password-change-reminder'];
