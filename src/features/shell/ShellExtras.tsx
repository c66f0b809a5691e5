import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { defaultLanguage } from '@generated/routes';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { revealOnScroll } from './common/reveal-on-scroll';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { consentStore, type ConsentState } from './cookies/consent';
import { previewState } from '@/shared/preview/preview-state';
import { CookieConsentPart, LiveChatPart, PreviewBarPart } from './parts';
import { SessionEndedNotice } from './session/SessionEndedNotice';

// Prerendered HTML is the same for everyone: nothing of this is in it.
const UNKNOWN: ConsentState = { choice: undefined, settingsOpen: false };

/**
 * What the shell adds over every page once it is live (loaded after hydration, never in prerendered
 * HTML, so a visitor who already chose never sees a consent banner flash): cookie consent while there is something to ask
 * (no choice stored, or the footer's settings asked for), and live chat in the default language for a
 * logged-in subscriber (campaign seed §6: "only in the default language with a known msisdn"); the
 * notice that the API refused the session's token (SessionEndedNotice); product staff's preview bar while
 * they preview another instant (PreviewBar); and reveal on scroll for what is still below the fold (core §9). The browsing-protection variant has its own
 * session and no chat (`chat={false}`), but asks for the same cookie consent.
 */
export default function ShellExtras({ chat: chatOffered = true }: { chat?: boolean }) {
  const { lang } = useRoute();
  const hydrated = useHydrated();
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, () => UNKNOWN);
  const session = useSession();
  const { isLoggedIn, claims } = session;
  // The session the notice of a refused token was closed for: a later end is said again.
  const [closedFor, setClosedFor] = useState<typeof session>();
  const closeNotice = useCallback(() => setClosedFor(session), [session]);
  const { pathname } = useLocation();
  // The footer's sections (and anything else marked data-reveal) slide in as they come into view.
  useEffect(() => revealOnScroll(), [pathname]);
  const asking = hydrated && (!consent.choice || consent.settingsOpen);
  const msisdn = claims?.msisdn;
  const chat = chatOffered && hydrated && lang === defaultLanguage && isLoggedIn && !!msisdn;
  return (
    <>
      {asking ? (
        <Suspense fallback={null}>
          <CookieConsentPart lang={lang} />
        </Suspense>
      ) : null}
      {session.ended === 'refused' && closedFor !== session ? <SessionEndedNotice lang={lang} onDone={closeNotice} /> : null}
      {hydrated && previewState().kind !== 'off' ? (
        <Suspense fallback={null}>
          <PreviewBarPart lang={lang} />
        </Suspense>
      ) : null}
      {chat ? (
        <Suspense fallback={null}>
          <LiveChatPart lang={lang} msisdn={msisdn} />
        </Suspense>
      ) : null}
    </>
  );
}
