import { useTranslation } from 'react-i18next';
import type { Availability } from './stock';

/** Stock by place (GET /device/{sku}/stock through the e-shop rule): online delivery, then each shop. */
export function StockList({ places }: { places: Availability | null | 'checking' }) {
  const { t } = useTranslation('devices');
  return (
    <section className="device-stock-list" aria-labelledby="device-stock">
      <h2 id="device-stock">{t('device.stock.title')}</h2>
      {places === 'checking' ? (
        <p role="status">{t('device.stock.checking')}</p>
      ) : places === null ? (
        <p>{t('device.stock.unknown')}</p>
      ) : (
        <>
          {places.inStock ? null : <p className="device-stock-list__none">{t('device.stock.none')}</p>}
          <ul className="device-stock-list__places">
            {places.places.map((place) => (
              <li key={place.shopId ?? 'eshop'} className="device-stock-list__place">
                <span className="device-stock-list__name">
                  {place.shopId === null ? t('device.stock.eshop') : place.name}
                  {place.address ? <span className="device-stock-list__address">{place.address}</span> : null}
                </span>
                <span className={`device-stock device-stock--${place.available ? 'in' : 'out'}`}>
                  {t(place.available ? 'device.stock.available' : 'device.stock.unavailable')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
