import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as constants from '@generated/constants';
import type { Language } from '@generated/routes';
import { SafeLink } from '@/shared/banners/SafeLink';
import { useServices } from '@/shared/services';
import { useModalTurn } from '@/shared/ui/modal-turn';
import { ConsentText } from './ConsentText';
import { consentStore, OPTIONAL_CATEGORIES, type CookieCategory } from './consent';
import { loadCookiePolicy, policyView, type CookiePolicy } from './cookie-policy';
import './cookies.css';

type Selection = Record<CookieCategory, boolean>;

const NONE: Selection = { preferences: false, statistics: false, marketing: false };
const ALL: Selection = { preferences: true, statistics: true, marketing: true };

/**
 * Cookie consent (campaign seed §4), loaded only when there is something to ask: on a first visit
 * (no stored choice) an overlay loader covers the page while the consent state loads (at most
 * `cookieLoaderOverlayMs`), then the consent manager's banner asks (accept all, necessary only,
 * settings); if the load failed, the product's own agreement asks the same. The footer's cookie
 * settings open the settings view with the current choice. Rendered only after hydration, so a
 * prerendered page never carries it and a visitor who chose never sees it.
 */
export default function CookieConsent({ lang }: { lang: Language }) {
  const services = useServices();
  const { t, ready } = useTranslation('shell', { lng: lang });
  const common = useTranslation('common', { lng: lang }).t;
  const { choice, settingsOpen } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot);
  const [loaded, setLoaded] = useState<{ policy: CookiePolicy | undefined }>();
  const [view, setView] = useState<'banner' | 'settings'>(choice ? 'settings' : 'banner');
  const [selected, setSelected] = useState<Selection>(() =>
    choice ? { preferences: choice.preferences, statistics: choice.statistics, marketing: choice.marketing } : NONE,
  );

  // The consent state and the texts load at once; the banner waits for both.
  useEffect(() => {
    let live = true;
    void loadCookiePolicy(services, lang).then((policy) => live && setLoaded({ policy }));
    return () => {
      live = false;
    };
  }, [services, lang]);
  const policy = ready && loaded ? policyView(loaded.policy, t) : undefined;

  // The footer asked for the settings while the banner was up: show them.
  useEffect(() => {
    if (settingsOpen) setView('settings');
  }, [settingsOpen]);

  const save = (selection: Selection) => {
    if (!policy) return;
    consentStore.save({ ...selection, source: policy.source, ...(policy.version ? { version: policy.version } : {}) });
  };
  // Settings opened from the footer close without a change; on a first visit they go back to the banner.
  const closeSettings = () => {
    if (choice) consentStore.closeSettings();
    else setView('banner');
  };

  return (
    <>
      <OverlayLoader loading={!policy} label={ready ? t('cookies.loading') : ''} />
      {policy ? (
        <ConsentDialog
          title={view === 'settings' ? t('cookies.settingsTitle') : policy.title}
          onCancel={view === 'settings' ? closeSettings : undefined}
          kind={view}
        >
          {view === 'banner' ? (
            <>
              <ConsentText text={policy.text} showAll={t('cookies.showAll')} showLess={t('cookies.showLess')} />
              {policy.policyUrl ? (
                <SafeLink url={policy.policyUrl} className="cookie-consent__more">
                  {t('cookies.more')}
                </SafeLink>
              ) : null}
              <div className="cookie-consent__actions">
                <button type="button" className="button" onClick={() => save(ALL)}>
                  {t('cookies.acceptAll')}
                </button>
                <button type="button" className="button" onClick={() => save(NONE)}>
                  {t('cookies.rejectAll')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setView('settings')}>
                  {t('cookies.settings')}
                </button>
              </div>
            </>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                save(selected);
              }}
            >
              <fieldset className="cookie-consent__categories">
                <legend>{t('cookies.choose')}</legend>
                {policy.categories.map((category) => (
                  <CategoryChoice
                    key={category.id}
                    title={category.title}
                    description={category.description}
                    alwaysOn={category.required || category.id === 'necessary' ? t('cookies.alwaysOn') : undefined}
                    checked={category.id === 'necessary' || category.required || selected[category.id as CookieCategory]}
                    onChange={(checked) => {
                      if (OPTIONAL_CATEGORIES.includes(category.id as CookieCategory))
                        setSelected((previous) => ({ ...previous, [category.id]: checked }));
                    }}
                  />
                ))}
              </fieldset>
              <div className="cookie-consent__actions">
                <button type="submit" className="button">
                  {t('cookies.save')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => save(ALL)}>
                  {t('cookies.acceptAll')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => save(NONE)}>
                  {t('cookies.rejectAll')}
                </button>
                <button type="button" className="button button--secondary" onClick={closeSettings}>
                  {common('modal.cancel')}
                </button>
              </div>
            </form>
          )}
        </ConsentDialog>
      ) : null}
    </>
  );
}

function CategoryChoice({
  title,
  description,
  alwaysOn,
  checked,
  onChange,
}: {
  title: string;
  description: string;
  alwaysOn?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div className="cookie-consent__category">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={!!alwaysOn}
          aria-describedby={descriptionId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {title}
          {alwaysOn ? ` (${alwaysOn})` : ''}
        </span>
      </label>
      <p id={descriptionId} className="cookie-consent__description">
        {description}
      </p>
    </div>
  );
}

/**
 * The overlay loader: it covers the page while the consent state loads, then fades out over
 * `loaderFadeMs` (core §9) under the banner; it announces what is loading.
 */
function OverlayLoader({ loading, label }: { loading: boolean; label: string }) {
  const [shown, setShown] = useState(loading);
  useEffect(() => {
    if (loading) {
      setShown(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(false), constants.loaderFadeMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div className={`cookie-overlay${loading ? '' : ' is-leaving'}`} style={{ transitionDuration: `${constants.loaderFadeMs}ms` }}>
      <div className="cookie-overlay__spinner" aria-hidden="true" />
      <p role="status" className="visually-hidden">
        {loading ? label : ''}
      </p>
    </div>
  );
}

interface ConsentDialogProps {
  title: string;
  kind: 'banner' | 'settings';
  /** Escape; without it the dialog waits for a choice (a first visit's banner). */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A modal <dialog>: the page behind is inert while the visitor chooses; focus goes back to what was
 * focused before (the footer's cookie-settings item) when it closes.
 */
function ConsentDialog(props: ConsentDialogProps) {
  // One modal at a time: it waits while an error popup or a banner's modal is open.
  return useModalTurn(true) ? <OpenConsentDialog {...props} /> : null;
}

function OpenConsentDialog({ title, kind, onCancel, children }: ConsentDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Kept across StrictMode's second run of the effect, when focus is already inside the open dialog.
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Opened before the first paint, so what it holds is laid out once, at its size.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      const before = opener.current;
      if (before && before !== document.body && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`cookie-consent cookie-consent--${kind}`}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel?.();
      }}
    >
      <h2 id={titleId} className="cookie-consent__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
