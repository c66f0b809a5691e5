import { useLoaderData } from 'react-router';
import { useRoute } from '@/shared/routing/screen';
import { LoginInfoTab } from '../settings/LoginInfoTab';
import { loadLoginInfo, type TabData } from '../settings/settings-data';
import { SettingsFrame } from '../settings/SettingsFrame';

/** The account area's texts (the form's come with the form library). */
export const namespaces = ['account'] as const;

export function loader(): Promise<TabData<'SettingsLoginInfo'>> {
  return loadLoginInfo();
}

/** Settings' login information tab: the login name and the password change. */
export default function SettingsLoginInfo() {
  const data = useLoaderData() as TabData<'SettingsLoginInfo'>;
  const { lang } = useRoute();
  return (
    <SettingsFrame tab={data.tab}>
      <LoginInfoTab data={data} lang={lang} />
    </SettingsFrame>
  );
}
