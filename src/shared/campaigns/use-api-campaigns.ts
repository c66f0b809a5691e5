import { useEffect, useState } from 'react';
import { useServices } from '@/shared/services';
import { apiCampaigns } from './api-status';
import type { ApiCampaign } from './availability';

/** The API's records of its campaigns (GET /campaign/active), once it answered, failed or took too long; undefined until then. */
export function useApiCampaigns(): ReadonlyMap<string, ApiCampaign> | undefined {
  const services = useServices();
  const [campaigns, setCampaigns] = useState<ReadonlyMap<string, ApiCampaign>>();
  useEffect(() => {
    let live = true;
    void apiCampaigns(services).then((found) => live && setCampaigns(found));
    return () => {
      live = false;
    };
  }, [services]);
  return campaigns;
}
