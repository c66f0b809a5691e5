import { getResponse } from 'msw';
import type { Banner } from '../../src/shared/banners/banner-rules';
import type { ApiCampaign } from '../../src/shared/campaigns/availability';
import { createSandbox } from '../../src/sandbox/index';
import type { ApiNow } from './notice-order';

/**
 * What the API says now, for `npm run campaigns`: from `apiBase` (a staging API: --api https://…/api),
 * or from the built-in sandbox, asked in process as the portal asks it on `npm start`.
 */
export async function apiNow(now: Date, apiBase?: string): Promise<ApiNow> {
  const sandbox = apiBase ? undefined : createSandbox({ now: () => now });
  const get = async <T>(path: string): Promise<T> => {
    const request = new Request(`${apiBase ?? 'http://sandbox.local/api'}${path}`, {
      headers: { Language: 'lt', Accept: 'application/json' },
    });
    const response = sandbox ? await getResponse(sandbox.handlers, request) : await fetch(request);
    if (!response?.ok) throw new Error(`GET ${request.url} answered ${response?.status ?? 'nothing'}`);
    return (await response.json()) as T;
  };
  const [banners, campaigns] = await Promise.all([
    get<Banner[]>('/feature-management/information-banners'),
    get<(ApiCampaign & { name: string })[]>('/campaign/active'),
  ]);
  return {
    banners,
    campaigns: new Map(campaigns.map((c) => [c.name, c])),
    source: apiBase ?? 'the built-in sandbox (--api <url> to ask another)',
  };
}
