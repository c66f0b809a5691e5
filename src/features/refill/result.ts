import { campaigns } from '@generated/campaigns';
import { CampaignName, RefillResultStatus } from '@generated/enums';
import { parseAmount } from './amount';

/** What the refill result page shows, read from its :status and query (core §2). */
export interface RefillResultView {
  success: boolean;
  /** National number, only when it is one (8 digits starting with 6). */
  phone?: string;
  amount?: number;
  transactionId?: string;
  /** The refill took part in the refill campaign (its name in campaignName): the page offers its game. */
  campaign: boolean;
}

/** The refill campaign (campaigns §2: a refill-campaign result when campaignName is it). */
export const refillCampaignName = campaigns[CampaignName.Prize]?.name ?? CampaignName.Prize;

/**
 * The view of /refill/:status?transactionId&campaignName&phone&amount; undefined for an unknown status
 * (the page is then not found). Query values that are not what they claim are left out rather than
 * shown: this page is reached from outside (the payment gateway) and anyone can write its query.
 */
export function readRefillResult(status: string | undefined, query: URLSearchParams): RefillResultView | undefined {
  if (status !== RefillResultStatus.Success && status !== RefillResultStatus.Failure) return undefined;
  const success = status === RefillResultStatus.Success;
  const phone = query.get('phone')?.trim();
  const amount = parseAmount(query.get('amount') ?? '');
  const transactionId = query.get('transactionId')?.trim();
  const validTransaction = transactionId && /^[A-Za-z0-9_-]{1,64}$/.test(transactionId) ? transactionId : undefined;
  return {
    success,
    phone: phone && /^6\d{7}$/.test(phone) ? phone : undefined,
    amount: amount !== undefined && amount > 0 ? amount : undefined,
    transactionId: validTransaction,
    campaign: success && !!validTransaction && query.get('campaignName') === refillCampaignName,
  };
}
