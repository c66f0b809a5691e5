import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useNavigate, useNavigationType } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { CATEGORIES, filtersQuery, SORT_ORDERS, type DeviceCategory, type DeviceFilters, type SortOrder } from './device-data';

/**
 * The shop's filters and order. Each change applies at once and is kept in the address (a link or the
 * back button restores it); the choice shows at once, before the list follows.
 */
export function DeviceFiltersForm({ filters, brands }: { filters: DeviceFilters; brands: readonly string[] }) {
  const { t } = useTranslation('devices');
  const { lang } = useRoute();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  // The choices change the address by replacing it; only an address changed otherwise (a link, Back)
  // replaces the choices. The answer to an earlier change, arriving after a newer one, does not; nor does the
  // same address's data loaded again (the stock refreshed as the page goes live), which would undo a tick made
  // meanwhile: the choices follow a change of the filters' value, not a new answer carrying the same ones.
  const navigationType = useNavigationType();
  const shown = useRef(filtersQuery(filters));
  useEffect(() => {
    const query = filtersQuery(filters);
    if (navigationType !== NavigationType.Replace && JSON.stringify(query) !== JSON.stringify(shown.current)) setDraft(filters);
    shown.current = query;
  }, [filters, navigationType]);

  const apply = (change: Partial<DeviceFilters>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    void navigate(href('Devices', {}, lang, filtersQuery(next)), { replace: true, preventScrollReset: true });
  };

  return (
    <form className="device-filters" aria-labelledby="device-filters-title" onSubmit={(event) => event.preventDefault()}>
      <h2 id="device-filters-title" className="device-filters__title">
        {t('list.filters')}
      </h2>
      <fieldset className="device-filters__group">
        <legend>{t('list.category')}</legend>
        {[null, ...CATEGORIES].map((category) => (
          <label key={category ?? 'all'} className="device-filters__choice">
            <input
              type="radio"
              name="category"
              value={category ?? ''}
              checked={draft.category === category}
              // another category may not have the chosen brand: the brand starts over
              onChange={() => apply({ category: category as DeviceCategory | null, brand: null })}
            />
            {t(`list.categories.${category ?? 'all'}`)}
          </label>
        ))}
      </fieldset>
      <label className="device-filters__field">
        <span>{t('list.brand')}</span>
        <select name="brand" value={draft.brand ?? ''} onChange={(event) => apply({ brand: event.target.value || null })}>
          <option value="">{t('list.allBrands')}</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </label>
      <label className="device-filters__choice">
        <input type="checkbox" name="esim" checked={draft.esim} onChange={(event) => apply({ esim: event.target.checked })} />
        {t('list.esim')}
      </label>
      <label className="device-filters__choice">
        <input type="checkbox" name="stock" checked={draft.stock} onChange={(event) => apply({ stock: event.target.checked })} />
        {t('list.stock')}
      </label>
      <label className="device-filters__field">
        <span>{t('list.sort')}</span>
        <select name="sort" value={draft.sort} onChange={(event) => apply({ sort: event.target.value as SortOrder })}>
          {SORT_ORDERS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
