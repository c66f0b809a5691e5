import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useRoute } from '@/shared/routing/screen';
import type { SettingsTabKey } from './settings-data';
import { SettingsTabs } from './SettingsTabs';
import '../account.css';

/**
 * Settings (core §2 /pagrindinis/nustatymai): the heading, the tab bar and the current tab's panel.
 * Each tab is a route with a screen of its own (spec/routes.yaml), so a tab's page loads only its own
 * code and texts; they all draw this frame.
 */
export function SettingsFrame({ tab, children }: { tab: SettingsTabKey; children: ReactNode }) {
  const { lang } = useRoute();
  const { t } = useTranslation('routes');
  const navigation = useNavigation();
  return (
    <div className="account settings">
      <h1>{t('Settings.title')}</h1>
      <SettingsTabs current={tab} lang={lang} />
      <section className="settings__panel" aria-labelledby="settings-panel-title" aria-busy={navigation.state === 'loading' || undefined}>
        <h2 id="settings-panel-title">{t(`${tab}.title`)}</h2>
        <p className="account-lead">{t(`${tab}.description`)}</p>
        {children}
      </section>
    </div>
  );
}
