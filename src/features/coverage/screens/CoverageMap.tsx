import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { formatDate } from '@/shared/format/format';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { CoverageResult } from '../CoverageResult';
import { CoverageSearch } from '../CoverageSearch';
import { loadCoverage, type CoverageData } from '../coverage-data';
import { LayerToggles } from '../LayerToggles';
import { MapArea } from '../MapArea';
import { TownTable } from '../TownTable';
import { TECHNOLOGIES, type CoverageTown, type Technology } from '../town-search';
import '../coverage.css';

export const namespaces = ['coverage'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<CoverageData> {
  return loadCoverage(services);
}

/**
 * The coverage map (core §1-§2, /paslaugos/tinklas): find an address or a town and see which
 * technologies reach it, on a map of Lithuania with a layer per technology (Leaflet, loaded only
 * here) and in a table of every place, the map's text alternative.
 */
export default function CoverageMap() {
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes', { lng: lang });
  const { t: tc } = useTranslation('coverage', { lng: lang });
  const { towns, areas } = useLoaderData() as CoverageData;
  const [visible, setVisible] = useState<Set<Technology>>(() => new Set(TECHNOLOGIES));
  const [found, setFound] = useState<{ town: CoverageTown; count: number } | undefined>();
  return (
    <article className="coverage">
      <h1>{t(`${key}.title`)}</h1>
      <p className="lead">{t(`${key}.description`, { defaultValue: '' })}</p>
      <CoverageSearch
        lang={lang}
        towns={towns.towns}
        onFound={(town) => setFound((before) => ({ town, count: (before?.count ?? 0) + 1 }))}
      />
      {found ? <CoverageResult lang={lang} town={found.town} searchCount={found.count} /> : null}
      <LayerToggles lang={lang} visible={visible} onChange={setVisible} />
      <MapArea lang={lang} towns={towns.towns} areas={areas} visible={visible} selected={found?.town} />
      <p className="coverage-updated">{tc('map.updated', { date: formatDate(towns.updatedAt, lang) })}</p>
      <TownTable lang={lang} towns={towns.towns} />
    </article>
  );
}
