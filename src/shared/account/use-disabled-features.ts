import { useEffect } from 'react';
import * as constants from '@generated/constants';
import { accountData } from './account-data';
import { useResource, type Resource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';

const REFRESH_MS = constants.blockedFeaturesRefreshSeconds * 1000;

/** One refresh timer per resource, however many components show features (header and side nav). */
const timers = new WeakMap<Resource<number[]>, { users: number; timer: ReturnType<typeof setInterval> }>();

function share(resource: Resource<number[]>): () => void {
  const entry = timers.get(resource);
  if (entry) entry.users++;
  else timers.set(resource, { users: 1, timer: setInterval(() => void resource.refresh().catch(() => undefined), REFRESH_MS) });
  return () => {
    const current = timers.get(resource);
    if (!current || --current.users > 0) return;
    clearInterval(current.timer);
    timers.delete(resource);
  };
}

/**
 * Ids of remotely disabled features, fetched once per app and refreshed every `blockedFeaturesRefreshSeconds`
 * by one timer, however many parts read them (the header, the side navigation, Refill); undefined until read.
 */
export function useDisabledFeatures(): readonly number[] | undefined {
  const services = useServices();
  const resource = accountData(services).disabledFeatures;
  const { data } = useResource(resource);
  useEffect(() => share(resource), [resource]);
  return data;
}
