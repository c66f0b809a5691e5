import { RouteHeading } from '@/shared/routing/RouteHeading';

/**
 * What a page shows before its code and data arrive: its heading and description, the same static
 * texts the prerendered HTML carries. Hydration renders exactly this, so it never mismatches.
 */
export function RouteFallback() {
  return (
    <div className="route-fallback" aria-busy="true">
      <RouteHeading />
    </div>
  );
}
