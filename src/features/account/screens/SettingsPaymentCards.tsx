import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { PaymentCardsTab } from '../settings/PaymentCardsTab';
import { loadPaymentCards, type TabData } from '../settings/settings-data';
import { SettingsFrame } from '../settings/SettingsFrame';

/** The account area's texts and the card status names. */
export const namespaces = ['account', 'enums'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<TabData<'SettingsPaymentCards'>> {
  return loadPaymentCards(services);
}

/** Settings' payment cards tab: the saved card, adding one and its consents. */
export default function SettingsPaymentCards() {
  const data = useLoaderData() as TabData<'SettingsPaymentCards'>;
  return (
    <SettingsFrame tab={data.tab}>
      <PaymentCardsTab data={data} />
    </SettingsFrame>
  );
}
