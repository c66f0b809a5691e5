import type { Map as LeafletMap } from 'leaflet';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { loadChunk } from '@/shared/routing/chunk';
import { loadMap, type CoverageAreas } from './coverage-data';
import { LITHUANIA_BOUNDS } from './map/bounds';
import type { CoverageTown, Technology } from './town-search';

const CoverageLeafletMap = lazy(() => loadChunk(loadMap));

/** A map that failed to load (its code did not arrive) says so; the rest of the page works on. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The map, loaded when the page renders, in a box of its final size (nothing moves when it arrives). */
export function MapArea({
  lang,
  towns,
  areas,
  visible,
  selected,
}: {
  lang: Language;
  towns: readonly CoverageTown[];
  areas: CoverageAreas | null;
  visible: ReadonlySet<Technology>;
  selected: CoverageTown | undefined;
}) {
  const { t } = useTranslation('coverage', { lng: lang });
  const noteId = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const placeholder = (text: string, busy: boolean) => (
    <div className="coverage-map coverage-map--placeholder" aria-busy={busy || undefined}>
      <p>{text}</p>
    </div>
  );
  return (
    <div className="coverage-map-area">
      {areas ? null : (
        <p className="coverage-notice" role="alert">
          {t('map.areasFailed')}
        </p>
      )}
      <div className="coverage-map__tools">
        <button type="button" className="button button--secondary" disabled={!map} onClick={() => map?.zoomIn()}>
          <span aria-hidden="true">+</span>&nbsp;{t('map.zoomIn')}
        </button>
        <button type="button" className="button button--secondary" disabled={!map} onClick={() => map?.zoomOut()}>
          <span aria-hidden="true">−</span>&nbsp;{t('map.zoomOut')}
        </button>
        <button type="button" className="button button--secondary" disabled={!map} onClick={() => map?.fitBounds(LITHUANIA_BOUNDS)}>
          {t('map.wholeCountry')}
        </button>
      </div>
      <MapBoundary fallback={placeholder(t('map.failed'), false)}>
        <Suspense fallback={placeholder(t('map.loading'), true)}>
          <CoverageLeafletMap
            layers={areas?.layers ?? []}
            towns={towns}
            visible={visible}
            selected={selected}
            onMap={setMap}
            texts={{ label: t('map.label'), noteId }}
          />
        </Suspense>
      </MapBoundary>
      <p id={noteId} className="coverage-map__note">
        {t('map.note')}
      </p>
    </div>
  );
}
