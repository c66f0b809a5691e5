import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { CookieConsentPart, openCookieSettings } from '../parts';

/**
 * A footer's cookie-settings item (campaign seed §4): opens the consent's settings, whose code is
 * fetched when the pointer or focus reaches the button. The portal's footer and the browsing-protection
 * area's both have it: one choice for the whole site.
 */
export function CookieSettingsButton({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  return (
    <button
      type="button"
      className="button button--quiet"
      onPointerEnter={CookieConsentPart.preload}
      onFocus={CookieConsentPart.preload}
      onClick={openCookieSettings}
    >
      {t('cookieSettings')}
    </button>
  );
}
