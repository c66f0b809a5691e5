import type { CampaignPageData } from '../campaign-data';

export interface PageProps {
  data: CampaignPageData;
  /** The step the user is at: the kind's reading, else the page's. */
  step: string | undefined;
  /** What the campaign's kind draws after the page's own content. */
  part: React.ReactNode;
}
