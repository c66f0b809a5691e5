import { useLoaderData } from 'react-router';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { LoginHistoryTab } from '../settings/LoginHistoryTab';
import { loadLoginHistory, type TabData } from '../settings/settings-data';
import { SettingsFrame } from '../settings/SettingsFrame';

/** The account area's texts. */
export const namespaces = ['account'] as const;

export function loader({ services, request }: ScreenLoaderArgs): Promise<TabData<'SettingsLoginHistory'>> {
  return loadLoginHistory(services, new URL(request.url));
}

/** Settings' login history tab, a page at a time (?page=). */
export default function SettingsLoginHistory() {
  const data = useLoaderData() as TabData<'SettingsLoginHistory'>;
  const { lang } = useRoute();
  return (
    <SettingsFrame tab={data.tab}>
      <LoginHistoryTab data={data} lang={lang} />
    </SettingsFrame>
  );
}
