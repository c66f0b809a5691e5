import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Pane, Tooltip } from 'react-leaflet';
import type { components } from '@generated/api/schema';
import type { CoverageTown, Technology } from '../town-search';
import { LITHUANIA_BOUNDS } from './bounds';
import { LITHUANIA } from './lithuania';

type Layer = components['schemas']['CoverageLayer'];

export interface CoverageLeafletMapProps {
  layers: readonly Layer[];
  towns: readonly CoverageTown[];
  visible: ReadonlySet<Technology>;
  selected: CoverageTown | undefined;
  /** The map's accessible name and the id of the note that points to the table. */
  texts: { label: string; noteId: string };
  /** The Leaflet map, once it exists (the page's zoom buttons use it). */
  onMap: (map: LeafletMap | null) => void;
}

/** Each technology's colour (the legend's swatches use the same, in coverage.css). */
const COLOURS: Record<Technology, string> = { '2G': '#8a94a6', '4G': '#2f6fde', '5G': '#7b2fbf' };

/** Everything but Lithuania: drawn over the coverage in the colour of the neighbours and the sea, so coverage stops at the border. */
const OUTSIDE: Feature<Polygon> = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 40],
        [50, 40],
        [50, 70],
        [0, 70],
        [0, 40],
      ],
      ...LITHUANIA.coordinates.map((polygon) => polygon[0]!),
    ],
  },
};

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Leaflet (react-leaflet) with GeoJSON layers and nothing from a tile server: Lithuania's shipped
 * outline, each technology's areas in a pane of its own (the pane's opacity, not each polygon's, so
 * overlapping sites do not darken), the rest of the world masked, the towns as points, the chosen town
 * marked and centred. Leaflet's own controls write HTML strings (Trusted Types forbid that), so the
 * zoom buttons are the page's own and attribution is the page's text.
 */
export default function CoverageLeafletMap({ layers, towns, visible, selected, texts, onMap }: CoverageLeafletMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const bounds = useMemo(() => LITHUANIA_BOUNDS, []);

  useEffect(() => {
    onMap(map);
    return () => onMap(null);
  }, [map, onMap]);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', texts.label);
    container.setAttribute('aria-describedby', texts.noteId);
  }, [map, texts.label, texts.noteId]);

  useEffect(() => {
    if (!map || !selected) return;
    map.setView([selected.latitude, selected.longitude], 9.5, { animate: !reducedMotion() });
  }, [map, selected]);

  return (
    <div className="coverage-map">
      <MapContainer
        ref={setMap}
        className="coverage-map__canvas"
        bounds={bounds}
        boundsOptions={{ padding: [4, 4] }}
        maxBounds={[
          [bounds[0][0] - 1.5, bounds[0][1] - 2.5],
          [bounds[1][0] + 1.5, bounds[1][1] + 2.5],
        ]}
        minZoom={6}
        maxZoom={12}
        zoomSnap={0.25}
        attributionControl={false}
        zoomControl={false}
        scrollWheelZoom={false}
      >
        {layers.map((layer) =>
          visible.has(layer.technology) ? (
            <Pane
              key={layer.technology}
              name={`coverage-${layer.technology.toLowerCase()}`}
              className="coverage-map__layer"
              style={{ zIndex: 400 + Number(layer.technology[0]) }}
            >
              <GeoJSON
                data={layer.areas as FeatureCollection}
                interactive={false}
                style={{ stroke: false, fillColor: COLOURS[layer.technology], fillOpacity: 1 }}
              />
            </Pane>
          ) : null,
        )}
        <Pane name="outside" style={{ zIndex: 450 }}>
          <GeoJSON data={OUTSIDE} interactive={false} style={{ stroke: false, fillColor: '#dde6ee', fillOpacity: 1 }} />
          <GeoJSON data={LITHUANIA} interactive={false} style={{ color: '#3d4757', weight: 1.5, fill: false }} />
        </Pane>
        <Pane name="towns" style={{ zIndex: 460 }}>
          {towns.map((town) => (
            <CircleMarker
              key={town.id}
              center={[town.latitude, town.longitude]}
              radius={town.id === selected?.id ? 8 : 3}
              interactive={false}
              pathOptions={
                town.id === selected?.id
                  ? { color: '#14142b', weight: 3, fillColor: '#ffd23f', fillOpacity: 1 }
                  : { color: '#14142b', weight: 1, fillColor: '#ffffff', fillOpacity: 1 }
              }
            >
              {town.id === selected?.id ? (
                <Tooltip permanent direction="top" offset={[0, -8]} className="coverage-map__label">
                  {town.name}
                </Tooltip>
              ) : null}
            </CircleMarker>
          ))}
        </Pane>
      </MapContainer>
    </div>
  );
}
