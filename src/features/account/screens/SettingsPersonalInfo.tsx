import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { PersonalInfoTab } from '../settings/PersonalInfoTab';
import { loadPersonalInfo, type TabData } from '../settings/settings-data';
import { SettingsFrame } from '../settings/SettingsFrame';

/** The account area's texts (the form's come with the form library). */
export const namespaces = ['account'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<TabData<'SettingsPersonalInfo'>> {
  return loadPersonalInfo(services);
}

/** Settings' first tab, also shown at Settings' own address: personal information and consents. */
export default function SettingsPersonalInfo() {
  const data = useLoaderData() as TabData<'SettingsPersonalInfo'>;
  return (
    <SettingsFrame tab={data.tab}>
      <PersonalInfoTab data={data} />
    </SettingsFrame>
  );
}
