import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BannerLocation, InformationBanners } from '@/shared/banners';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { BalanceCard } from '../BalanceCard';
import { BucketGroups } from '../BucketGroups';
import { DataUse } from '../DataUse';
import { Shortcuts } from '../Shortcuts';
import { DueCard } from '../DueCard';
import { vilniusDate } from '@/shared/account/invoice-state';
import { dashboardBanners } from '../dashboard-banners';
import { loadDashboard, type DashboardData } from '../dashboard-data';
import { ProfileCard } from '../ProfileCard';
import '../dashboard.css';
import { now } from '@/shared/clock';

/** Beyond the base namespaces: the campaigns' banner texts. */
export const namespaces = ['dashboard', 'cards', 'campaigns'] as const;

/** Login-only (the guard sends anonymous users to Login first); a forced flow redirects from here. */
export function loader({ services, route }: ScreenLoaderArgs): Promise<DashboardData> {
  return loadDashboard(services, route.lang);
}

/**
 * Core §1 dashboard: profile, balance with a top-up link (for postpaid, what is due instead), allowances; the information banners of the
 * Dashboard location with the card banner and the password-change reminder (campaign seed §3, §4).
 */
export default function Dashboard() {
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'common']);
  const data = useLoaderData() as DashboardData;
  const { user, buckets } = data;
  const [today] = useState(now);
  const banners = useMemo(
    () => ({ ...data.banners, api: [...data.banners.api, ...dashboardBanners(data, today, lang, t)] }),
    [data, today, lang, t],
  );
  return (
    <div className="dashboard">
      <h1>{t('Dashboard.title')}</h1>
      <InformationBanners banners={banners} location={BannerLocation.Dashboard} />
      <div className="dashboard__grid">
        <ProfileCard user={user} lang={lang} />
        {user?.customerType === 'postpaid' ? (
          <DueCard invoices={data.invoices} today={vilniusDate(today)} lang={lang} />
        ) : (
          <BalanceCard buckets={buckets} lang={lang} />
        )}
        <DataUse buckets={buckets} lang={lang} />
        <Shortcuts lang={lang} />
        <BucketGroups buckets={buckets} lang={lang} />
      </div>
    </div>
  );
}
