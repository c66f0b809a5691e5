import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigation } from 'react-router';
import { unwrap } from '@/shared/api/client';
import { href } from '@/shared/routing/paths';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { brandsOf, listModels, loadCatalogue, parseFilters, type Catalogue, type DeviceFilters } from '../device-data';
import { DeviceCard } from '../DeviceCard';
import { DeviceFiltersForm } from '../DeviceFiltersForm';
import '../devices.css';

export const namespaces = ['devices'] as const;

interface DevicesData {
  filters: DeviceFilters;
  catalogue: Catalogue;
}

/**
 * Core §2 Devices (public, no form library): GET /devices (the API's eSIM filter) and what shows as in
 * stock. A list that fails to load is the screen's error (title, popup with the exception text, retry).
 */
export async function loader({ services, request, route }: ScreenLoaderArgs): Promise<DevicesData> {
  const filters = parseFilters(new URL(request.url).searchParams);
  return { filters, catalogue: await loadCatalogue(services, route.lang, filters.esim) };
}

/**
 * The list is prerendered with every device at the bare address (a query's filters are the visitor's, as
 * the stock in the shops is the hour's: both come once the page is live).
 */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  async data({ services }): Promise<DevicesData> {
    const devices = await unwrap(services.api.GET('/devices', { params: { query: {} } }));
    const inStock = Object.fromEntries(devices.map((device) => [device.sku, null]));
    return { filters: parseFilters(new URLSearchParams()), catalogue: { devices, inStock } };
  },
};

export default function Devices() {
  const { filters, catalogue } = useLoaderData() as DevicesData;
  const { lang } = useRoute();
  const { t } = useTranslation('devices');
  const busy = useNavigation().state === 'loading';
  const cards = listModels(catalogue, filters, lang);
  return (
    <div className="devices">
      <RouteHeading />
      <div className="devices__layout">
        <DeviceFiltersForm filters={filters} brands={brandsOf(catalogue.devices, filters.category, lang)} />
        <section className="devices__results" aria-labelledby="devices-results" aria-busy={busy}>
          <h2 id="devices-results" className="visually-hidden">
            {t('devices:list.results')}
          </h2>
          <p role="status" className="devices__count">
            {t('devices:list.count', { count: cards.length })}
          </p>
          {cards.length === 0 ? (
            <div className="devices__empty">
              <p>{t('devices:list.empty')}</p>
              <Link className="button button--secondary" to={href('Devices', {}, lang)}>
                {t('devices:list.clear')}
              </Link>
            </div>
          ) : (
            <ul className="device-grid">
              {cards.map((card) => (
                <DeviceCard key={card.key} card={card} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
