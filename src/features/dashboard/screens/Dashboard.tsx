import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { BalanceCard } from '../BalanceCard';
import { BucketGroups } from '../BucketGroups';
import { loadDashboard, type DashboardData } from '../dashboard-data';
import { PasswordReminder } from '../PasswordReminder';
import { ProfileCard } from '../ProfileCard';
import '../dashboard.css';

/** Only the base namespaces (common, routes). */
export const namespaces = [] as const;

/** Login-only (the guard sends anonymous users to Login first); a forced flow redirects from here. */
export function loader({ services, route }: ScreenLoaderArgs): Promise<DashboardData> {
  return loadDashboard(services, route.lang);
}

/** Core §1 dashboard: profile, balance with a top-up link, allowances, and the action reminders. */
export default function Dashboard() {
  const { lang } = useRoute();
  const { t } = useTranslation('routes');
  const { user, buckets, reminders } = useLoaderData() as DashboardData;
  return (
    <div className="dashboard">
      <h1>{t('Dashboard.title')}</h1>
      {reminders?.remindPasswordChange ? <PasswordReminder lang={lang} /> : null}
      <div className="dashboard__grid">
        <ProfileCard user={user} lang={lang} />
        <BalanceCard balance={buckets?.balance} lang={lang} />
        <BucketGroups buckets={buckets} lang={lang} />
      </div>
    </div>
  );
}
