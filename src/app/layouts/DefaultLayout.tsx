import { Outlet } from 'react-router-dom';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { useRoute } from '@/shared/routing/screen';
import { RouteHead } from '../RouteHead';

/** Public pages (layout `default`): header, the page, footer (hidden per route). */
export function DefaultLayout() {
  const { record } = useRoute();
  return (
    <div className={`layout layout--default${record.darkHeader ? ' layout--dark-header' : ''}`}>
      <RouteHead />
      <Header dark={record.darkHeader} />
      <main id="content" tabIndex={-1} className="page">
        <Outlet />
      </main>
      {record.footer ? <Footer /> : null}
    </div>
  );
}
