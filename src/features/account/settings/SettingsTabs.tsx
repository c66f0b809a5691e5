import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { SETTINGS_TABS, type SettingsTabKey } from './settings-data';

/**
 * The settings tabs as navigation links, the current one marked aria-current="page".
 *
 * Why links and not the ARIA tabs pattern (role tablist/tab/tabpanel): every tab is its own route (core §2:
 * asmenine-informacija, mokejimo-korteles, ...), with its own address, title, history entry and data loader,
 * and the payment page and the password reminder link straight to one of them. Choosing a tab is therefore a
 * navigation: the page changes, the shell moves focus to the content, Back returns to the previous tab. ARIA
 * tabs promise the opposite (panels switched in place, arrow keys moving between tabs, focus staying on the
 * tab), so a screen reader would announce "tab, 2 of 4" for something that then behaves as a link. A labelled
 * <nav> of links with aria-current is what a route-based tab bar is; it still looks like tabs.
 */
export function SettingsTabs({ current, lang }: { current: SettingsTabKey; lang: Language }) {
  const { t } = useTranslation(['account', 'routes']);
  return (
    <nav className="settings-tabs" aria-label={t('account:settings.tabsLabel')}>
      <ul className="settings-tabs__list">
        {SETTINGS_TABS.map((key) => (
          <li key={key}>
            {/* The login information tab's route carries the password form's hash; the tab itself opens the top. */}
            <Link
              to={href(key, {}, lang).split('#')[0]!}
              className="settings-tabs__tab"
              aria-current={key === current ? 'page' : undefined}
            >
              {t(`routes:${key}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
