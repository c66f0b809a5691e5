import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The shell's parts that load only when needed, each its own chunk, so the first load of every page
 * (Home's budget) carries none of them: what the shell adds once the page is live (ShellExtras: cookie
 * consent and live chat), and those parts themselves.
 */
export const ShellExtrasPart = lazyPart(() => import('./ShellExtras'));
export const CookieConsentPart = lazyPart(() => import('./cookies/CookieConsent'));
export const LiveChatPart = lazyPart(() => import('./live-chat/LiveChat'));
export const PreviewBarPart = lazyPart(() => import('./preview/PreviewBar'));

/** The footer's cookie-settings item: the consent's settings, loaded with the consent code. */
export function openCookieSettings(): void {
  CookieConsentPart.preload();
  void import('./cookies/consent').then(({ consentStore }) => consentStore.openSettings());
}
