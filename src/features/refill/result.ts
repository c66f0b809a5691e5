import type { components } from '@generated/api/schema';
import { CampaignName, RefillResultStatus } from '@generated/enums';
import * as app from '@generated/app';

export type RefillTransaction = components['schemas']['RefillTransaction'];

/** The refill campaign (campaigns §2: a refill-campaign result when campaignName is it). */
export const refillCampaignName = CampaignName.Prize;

/**
 * What the address of /refill/:status may say (core §2): which transaction to ask the API about, nothing more.
 * Undefined for an unknown status (the page is then not found). The status, number, amount and campaign in the
 * address are anyone's to write (issue 47 F3): the page shows what the API says of the transaction.
 */
export function refillResultQuery(status: string | undefined, query: URLSearchParams): { transactionId?: string } | undefined {
  if (status !== RefillResultStatus.Success && status !== RefillResultStatus.Failure) return undefined;
  const transactionId = query.get('transactionId')?.trim();
  return { transactionId: transactionId && /^[A-Za-z0-9_-]{1,64}$/.test(transactionId) ? transactionId : undefined };
}

/** The refill took part in the refill campaign, as the API says of its approved transaction: the page offers its game. */
export const inRefillCampaign = (transaction: RefillTransaction) =>
  transaction.status === 'approved' && transaction.campaignName === refillCampaignName;

/** The API's masked number as the operator writes a number: 612***67 -> +370 612 ***67. */
export const maskedPhone = (masked: string) => `${app.phonePrefix} ${masked.slice(0, 3)} ${masked.slice(3)}`;
