import type { CampaignMenuItem } from '@generated/campaign-menu';
import { campaignMenu } from '@/shared/campaign-files/menu';
import { FeatureId, MenuEvent } from '@generated/enums';
import { defaultLanguage, type Language, type RouteKey } from '@generated/routes';
import { hrefOf } from '@/shared/routing/paths';
import { campaignWindow, type ApiCampaign } from '@/shared/campaigns/availability';
import { now } from '@/shared/clock';
import { featureOn } from '@/shared/account/features';

/** A dashboard menu item (core §3: icon, name, link, red flag, disabled, badge, event). */
export interface SideNavItem {
  /** Also the text key `sideNav.<id>` (unless it has a `label`) and the icon name. */
  id: string;
  /** Its text, when it is not `sideNav.<id>` (campaign items bring theirs). */
  label?: string;
  to?: string;
  event?: MenuEvent;
  red?: boolean;
  disabled?: boolean;
  /** The item shows the unread ticket count. */
  badge?: 'unreadTickets' | 'unpaidInvoices';
}

export interface SideNavGroup {
  id: 'account' | 'services' | 'sim';
  items: SideNavItem[];
}

export interface SideNavState {
  lang: Language;
  /** Remotely disabled feature ids (FeatureId). */
  disabledFeatures: readonly number[] | undefined;
  /** System config WhaleboneManagementEnabled === 'True'. */
  securityFilteringEnabled: boolean;
  /** Items of campaign files' `menu:` show while their campaign is open to its participants (with the API's records). */
  today?: Date;
  apiCampaigns?: ReadonlyMap<string, ApiCampaign>;
  campaignItems?: readonly CampaignMenuItem[];
}

/**
 * The side navigation's groups (core §2, §4, §6): my requests only in the default language, number
 * registration always disabled, security filtering only when its management config is on, and the
 * items of remotely disabled features (card top-up, eSIM change, customer registration) left out; a
 * campaign's own items (its file's `menu:`, such as the points page) at the end of their group while it runs.
 */
export function sideNavGroups({
  lang,
  disabledFeatures,
  securityFilteringEnabled,
  today = now(),
  apiCampaigns,
  campaignItems = campaignMenu,
}: SideNavState): SideNavGroup[] {
  const on = (feature: FeatureId) => featureOn(disabledFeatures, feature);
  const link = (id: string, key: RouteKey): SideNavItem => ({ id, to: hrefOf(key, {}, lang) });
  const when = (condition: boolean, item: SideNavItem) => (condition ? [item] : []);
  const campaign = (group: SideNavGroup['id']): SideNavItem[] =>
    campaignItems
      .filter((item) => item.group === group && campaignWindow(item, apiCampaigns?.get(item.campaign), today, 'participants') === 'active')
      .map((item) => ({ id: 'campaign', to: item.href[lang], label: item.text[lang] }));
  return [
    {
      id: 'account',
      items: [
        link('dashboard', 'Dashboard'),
        link('settings', 'Settings'),
        { ...link('invoices', 'Invoices'), badge: 'unpaidInvoices' },
        link('reports', 'Reports'),
        link('orders', 'Orders'),
        ...when(lang === defaultLanguage, { ...link('requests', 'MyRequests'), badge: 'unreadTickets' }),
        ...campaign('account'),
      ],
    },
    {
      id: 'services',
      items: [
        ...when(on(FeatureId.TopUpCard), link('topUpCard', 'Refill')),
        ...when(on(FeatureId.ChangeESim), link('esimChange', 'EsimChangeInfo')),
        link('serviceControls', 'ServiceControls'),
        link('usageAlerts', 'UsageAlerts'),
        link('portOut', 'PortOut'),
        link('plansCancellation', 'PlansCancellation'),
        ...when(on(FeatureId.CustomerRegistration), { id: 'numberRegistration', disabled: true }),
        ...when(securityFilteringEnabled, link('securityFiltering', 'SecurityFiltering')),
        ...campaign('services'),
      ],
    },
    {
      id: 'sim',
      items: [
        link('simCard', 'SimCard'),
        { id: 'pukCode', event: MenuEvent.PukCode },
        { id: 'idCard', event: MenuEvent.IdCard },
        { id: 'logOut', event: MenuEvent.LogOut, red: true },
      ],
    },
  ];
}
