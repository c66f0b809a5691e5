import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { SiteFooter } from '@/features/shell/SiteFooter';
import { Header } from '@/features/shell/Header';
import { SideNav } from '@/features/shell/SideNav';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { RouteHead } from '../RouteHead';
import { useRouteAnchor } from '../use-route-anchor';
import './main-layout.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/** The logged-in area (layout `main`): header, side navigation beside the page, footer. */
export function MainLayout() {
  const { record, lang } = useRoute();
  const { isLoggedIn, ended } = useSession();
  // Logged out (here or in another tab) on a login-only page: its user data goes at once, before the
  // way to Login has loaded (issue 7 D6).
  const shown = isLoggedIn || !record.login;
  // The session ran out with nothing on its way elsewhere (the token expired while the tab slept): on to
  // Login, back here afterwards (core §8), not an empty page. A logout goes to Login itself, and a refused
  // token's call already sends the user there (the API client's middleware): one navigation each.
  const location = useLocation();
  const navigate = useNavigate();
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!shown && idle && ended === 'expired') void navigate(loginAndBack(lang, location), { replace: true });
  }, [shown, idle, ended, lang, location, navigate]);
  // Only account routes have anchors of their own (spec/routes.yaml `hash`).
  useRouteAnchor();
  return (
    <div className="layout layout--main">
      <RouteHead />
      <Header dark={record.darkHeader} />
      <div className="layout__columns">
        <SideNav />
        <main id="content" tabIndex={-1} className="page" aria-busy={idle ? undefined : true}>
          {/* Another account page loading (its loaders can take a while): a bar, and the page marked busy. */}
          {idle ? null : <div className="page-progress" aria-hidden="true" />}
          {shown ? <Outlet /> : null}
        </main>
      </div>
      {record.footer ? <SiteFooter /> : null}
    </div>
  );
}
