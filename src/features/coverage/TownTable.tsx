import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { filterTowns, TECHNOLOGIES, type CoverageTown } from './town-search';
import '@/shared/ui/field.css';

/**
 * The map's text alternative: every place with the technologies there, filtered as you type (the
 * number shown is announced politely).
 */
export function TownTable({ lang, towns }: { lang: Language; towns: readonly CoverageTown[] }) {
  const { t } = useTranslation('coverage', { lng: lang });
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterTowns(towns, deferred), [towns, deferred]);
  const id = useId();
  return (
    <section className="coverage-table" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('table.title')}</h2>
      <div className="spec-form__field coverage-table__filter">
        <label htmlFor={`${id}-filter`} className="spec-form__label">
          {t('table.filter')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="spec-form__input"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-controls={`${id}-table`}
        />
      </div>
      <p role="status" className="coverage-table__count">
        {shown.length ? t('table.shown', { count: shown.length, total: towns.length }) : t('table.empty', { query: deferred.trim() })}
      </p>
      {shown.length ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
        <div className="coverage-table__scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table id={`${id}-table`} aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{t('table.town')}</th>
                {TECHNOLOGIES.map((technology) => (
                  <th key={technology} scope="col">
                    {technology}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((town) => (
                <tr key={town.id}>
                  <th scope="row">
                    {town.name}
                    <span className="coverage-table__county">{town.county}</span>
                  </th>
                  {TECHNOLOGIES.map((technology) => {
                    const there = town.technologies.includes(technology);
                    return (
                      <td key={technology} className={there ? 'coverage-yes' : 'coverage-no'}>
                        {there ? t('available') : t('unavailable')}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
