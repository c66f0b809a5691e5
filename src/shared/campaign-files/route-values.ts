import type { RouteKey } from '../../../generated/routes';
import { specParamValues } from '../../../generated/route-values';
import { inFileOrder, joinedParts, partsOnDisk } from './on-disk';

type CampaignRouteValues = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

const campaignValues = inFileOrder(
  import.meta.env
    ? import.meta.glob<CampaignRouteValues>(['./campaigns/*.values.ts', '!./campaigns/*.*.values.ts'], {
        base: '../../../generated/',
        eager: true,
        import: 'default',
      })
    : partsOnDisk<CampaignRouteValues>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.values\.ts$/),
);

/** The values a route param may take where the spec closes them (`params.<name>.values`): any other is an unknown address. */
export const paramValues: Partial<Record<RouteKey, Partial<Record<string, readonly string[]>>>> = joinedParts([
  specParamValues,
  ...campaignValues.map(([, part]) => part),
]);
