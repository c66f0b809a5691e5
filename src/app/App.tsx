import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ServicesProvider, type Services } from '@/shared/services';
import type { AppRouter } from './router/create-router';

export function App({ services, router }: { services: Services; router: AppRouter }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nextProvider>
  );
}
