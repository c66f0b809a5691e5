import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { allowLeafletSvgProbe } from './map/trusted-types';

export type CoverageTowns = components['schemas']['CoverageTowns'];
export type CoverageAreas = components['schemas']['CoverageAreas'];

export interface CoverageData {
  towns: CoverageTowns;
  /** Null when the areas could not be loaded: the towns, the search and the table still work. */
  areas: CoverageAreas | null;
}

/**
 * The map's code (Leaflet, its styles and Lithuania's outline): a chunk of its own, loaded only on
 * this route, after the Trusted Types allowance Leaflet needs as it loads.
 */
export function loadMap() {
  allowLeafletSvgProbe();
  return import('./map/CoverageLeafletMap');
}

/** Towns and coverage areas in parallel; the map's code starts loading alongside. */
export async function loadCoverage(services: Services): Promise<CoverageData> {
  void loadMap().catch(() => undefined); // the map shows its own failure when it renders
  const [towns, areas] = await Promise.all([
    unwrap(services.api.GET('/coverage/towns')),
    optionalData(services, unwrap(services.api.GET('/coverage/areas')), null),
  ]);
  return { towns, areas };
}
