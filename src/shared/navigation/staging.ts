import * as app from '@generated/app';

const hosts: readonly string[] = app.stagingHosts;

/** Core §2: staging hosts get noindex/nofollow, and log API errors (core §8). */
export const isStagingHost = (hostname: string = globalThis.location?.hostname ?? ''): boolean => hosts.includes(hostname);
