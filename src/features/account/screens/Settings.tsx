import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigation } from 'react-router-dom';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { LoginHistoryTab } from '../settings/LoginHistoryTab';
import { LoginInfoTab } from '../settings/LoginInfoTab';
import { PaymentCardsTab } from '../settings/PaymentCardsTab';
import { PersonalInfoTab } from '../settings/PersonalInfoTab';
import { loadSettings, type SettingsData } from '../settings/settings-data';
import { SettingsTabs } from '../settings/SettingsTabs';
import '../account.css';

/** Beyond the base texts: the account area's, the forms' labels and messages, and the card status names. */
export const namespaces = ['account', 'enums'] as const;

/** Each tab is a child route (spec/routes.yaml Settings.children); Settings' own address shows the first. */
export function loader({ services, route, request }: ScreenLoaderArgs): Promise<SettingsData> {
  return loadSettings(services, route.key, new URL(request.url));
}

/** Settings (core §2 /pagrindinis/nustatymai) with its four tabs. */
export default function Settings() {
  const data = useLoaderData() as SettingsData;
  const { lang } = useRoute();
  const { t } = useTranslation('routes');
  const navigation = useNavigation();
  const panel = (() => {
    switch (data.tab) {
      case 'SettingsPersonalInfo':
        return <PersonalInfoTab key={data.tab} data={data} />;
      case 'SettingsPaymentCards':
        return <PaymentCardsTab key={data.tab} data={data} />;
      case 'SettingsLoginInfo':
        return <LoginInfoTab key={data.tab} data={data} lang={lang} />;
      case 'SettingsLoginHistory':
        return <LoginHistoryTab key={data.tab} data={data} lang={lang} />;
    }
  })();
  return (
    <div className="account settings">
      <h1>{t('Settings.title')}</h1>
      <SettingsTabs current={data.tab} lang={lang} />
      <section className="settings__panel" aria-labelledby="settings-panel-title" aria-busy={navigation.state === 'loading' || undefined}>
        <h2 id="settings-panel-title">{t(`${data.tab}.title`)}</h2>
        <p className="account-lead">{t(`${data.tab}.description`)}</p>
        {panel}
      </section>
    </div>
  );
}
