import type { components } from '@generated/api/schema';

type Attachment = components['schemas']['TicketAttachment'];

/**
 * The file a customer-care message may carry (spec/api/tickets.yaml TicketAttachment): a PDF, JPG or PNG of at
 * most 5 MB. The portal checks it before sending, the sandbox as the API would; the types are the spec's own
 * (the compiler holds this list to its enum).
 */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const satisfies readonly Attachment['contentType'][];
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

type Unlisted = Exclude<Attachment['contentType'], (typeof ATTACHMENT_TYPES)[number]>;
export const attachmentTypesComplete: [Unlisted] extends [never] ? true : never = true;

export type AttachmentProblem = 'wrongType' | 'tooBig';

export function attachmentProblem(file: { type: string; size: number }): AttachmentProblem | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return file.size > ATTACHMENT_MAX_BYTES ? 'tooBig' : null;
}

/** The decoded size of base64 content. */
export const base64Bytes = (content: string): number =>
  Math.floor((content.length * 3) / 4) - (content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0);
