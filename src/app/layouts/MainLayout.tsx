import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { Header } from '@/features/shell/Header';
import { SideNav } from '@/features/shell/SideNav';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { RouteHead } from '../RouteHead';

/** The logged-in area (layout `main`): header, side navigation beside the page, footer. */
export function MainLayout() {
  const { record } = useRoute();
  const { isLoggedIn } = useSession();
  // Logged out (here or in another tab) on a login-only page: its user data goes at once, before the
  // way to Login has loaded (issue 7 D6).
  const shown = isLoggedIn || !record.login;
  return (
    <div className="layout layout--main">
      <RouteHead />
      <Header dark={record.darkHeader} />
      <div className="layout__columns">
        <SideNav />
        <main id="content" tabIndex={-1} className="page">
          {shown ? <Outlet /> : null}
        </main>
      </div>
      {record.footer ? <SiteFooter /> : null}
    </div>
  );
}
