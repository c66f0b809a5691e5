import { describe, expect, it } from 'vitest';
import { createCoverage } from '../../../src/sandbox/world/coverage';

const coverage = createCoverage(new Date('2026-06-01T10:00:00Z'));
const byId = new Map(coverage.towns.map((town) => [town.id, town]));
const distanceKm = (a: [number, number], b: [number, number]) =>
  Math.hypot((a[1] - b[1]) * 111.32, (a[0] - b[0]) * 111.32 * Math.cos((a[1] * Math.PI) / 180));

describe('sandbox coverage (GET /coverage/towns, /coverage/areas)', () => {
  it('covers every place with 2G, nearly every one with 4G, the cities and resorts with 5G', () => {
    expect(coverage.towns.length).toBeGreaterThan(60);
    expect(coverage.towns.every((town) => town.technologies.includes('2G'))).toBe(true);
    for (const gap of ['marcinkonys', 'kapciamiestis', 'labanoras']) expect(byId.get(gap)!.technologies, gap).toEqual(['2G']);
    for (const city of ['vilnius', 'kaunas', 'klaipeda', 'palanga', 'nida'])
      expect(byId.get(city)!.technologies, city).toEqual(['2G', '4G', '5G']);
    expect(byId.get('jonava')!.technologies).toEqual(['2G', '4G']);
  });

  it("agrees with the areas it publishes: a town's technologies are the layers whose polygons reach it", () => {
    for (const town of coverage.towns) {
      for (const layer of coverage.layers) {
        const inside = layer.areas.features.some((feature) => {
          const ring = feature.geometry.coordinates[0]!;
          const centre: [number, number] = [
            ring.reduce((s, p) => s + p[0]!, 0) / ring.length,
            ring.reduce((s, p) => s + p[1]!, 0) / ring.length,
          ];
          return distanceKm([town.longitude, town.latitude], centre) <= distanceKm(ring[0] as [number, number], centre) * 0.97;
        });
        if (inside) expect(town.technologies, `${town.id} ${layer.technology}`).toContain(layer.technology);
      }
    }
  });

  it('publishes closed GeoJSON polygons, longitude first, in and around Lithuania', () => {
    for (const layer of coverage.layers) {
      expect(layer.areas.type).toBe('FeatureCollection');
      for (const feature of layer.areas.features) {
        const ring = feature.geometry.coordinates[0]!;
        expect(ring[0]).toEqual(ring.at(-1));
        for (const [lon, lat] of ring) {
          expect(lon).toBeGreaterThan(20);
          expect(lon).toBeLessThan(27.5);
          expect(lat).toBeGreaterThan(53.4);
          expect(lat).toBeLessThan(57);
        }
      }
    }
  });
});
