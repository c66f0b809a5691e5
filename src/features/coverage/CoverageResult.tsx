import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { TECHNOLOGIES, type CoverageTown } from './town-search';

/** The found place and the technologies there; focus moves to it when a search finds a place. */
export function CoverageResult({ lang, town, searchCount }: { lang: Language; town: CoverageTown; searchCount: number }) {
  const { t } = useTranslation('coverage', { lng: lang });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [searchCount]);
  return (
    <section className="coverage-result" aria-labelledby="coverage-result-title">
      <h2 id="coverage-result-title" ref={heading} tabIndex={-1}>
        {t('result.title', { town: town.name, county: town.county })}
      </h2>
      {town.technologies.length ? <p>{t('result.lead')}</p> : <p>{t('result.none')}</p>}
      <ul className="coverage-result__list">
        {TECHNOLOGIES.map((technology) => {
          const there = town.technologies.includes(technology);
          return (
            <li key={technology} className={there ? 'coverage-yes' : 'coverage-no'}>
              {t(`technology.${technology}`)}: {there ? t('available') : t('unavailable')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
