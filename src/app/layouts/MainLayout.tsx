import { Outlet } from 'react-router-dom';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { SideNav } from '@/features/shell/SideNav';
import { useRoute } from '@/shared/routing/screen';
import { RouteHead } from '../RouteHead';

/** The logged-in area (layout `main`): header, side navigation beside the page, footer. */
export function MainLayout() {
  const { record } = useRoute();
  return (
    <div className="layout layout--main">
      <RouteHead />
      <Header dark={record.darkHeader} />
      <div className="layout__columns">
        <SideNav />
        <main id="content" tabIndex={-1} className="page">
          <Outlet />
        </main>
      </div>
      {record.footer ? <Footer /> : null}
    </div>
  );
}
