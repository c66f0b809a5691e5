import { describe, expect, it } from 'vitest';
import { openapiDocument } from '@generated/api/openapi';
import { ATTACHMENT_MAX_BYTES } from '@/shared/account/attachment';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const pdf = (bytes: number) => ({
  fileName: 'kvitas.pdf',
  contentType: 'application/pdf',
  content: Buffer.alloc(bytes, 1).toString('base64'),
});

/** Issue 35: a customer answers a request that waits for them, and opens new ones, a file beside the text. */
describe('requests (POST /otrs360/tickets, /otrs360/tickets/{id}/articles)', () => {
  it('takes an answer to a request waiting for the customer: in the thread with its file, the request open again', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const answer = await call(sandbox, 'POST', '/otrs360/tickets/T-20377/articles', {
      token,
      body: { text: 'Taip, galite uždaryti.', attachment: pdf(1000) },
    });
    expect(answer.status).toBe(200);
    const details = (await answer.json()) as { status: string; articles: { from: string; body: string; attachmentName: string | null }[] };
    expect(details.status).toBe('open');
    expect(details.articles.at(-1)).toMatchObject({ from: 'customer', body: 'Taip, galite uždaryti.', attachmentName: 'kvitas.pdf' });
    const closed = await call(sandbox, 'POST', '/otrs360/tickets/T-19952/articles', { token, body: { text: 'Dar vienas klausimas' } });
    expect(await closed.json()).toEqual({ Exception: 'TicketClosedException' });
  });

  it('opens a new request listed first, and refuses a file that is not a PDF, JPG or PNG of at most 5 MB', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const created = await call(sandbox, 'POST', '/otrs360/tickets', {
      token,
      body: { topic: 'network', text: 'Vakarais lėtas internetas.' },
    });
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as { id: string; status: string; subject: string };
    expect(ticket).toMatchObject({ status: 'new', subject: 'Ryšys ir internetas' });
    const list = (await (await call(sandbox, 'GET', '/otrs360/tickets', { token })).json()) as { id: string }[];
    expect(list[0]!.id).toBe(ticket.id);
    const tooBig = await call(sandbox, 'POST', '/otrs360/tickets', {
      token,
      body: { topic: 'other', text: 'x', attachment: pdf(ATTACHMENT_MAX_BYTES + 1) },
    });
    expect(await tooBig.json()).toEqual({ Exception: 'TicketAttachmentInvalidException' });
    const exe = await call(sandbox, 'POST', '/otrs360/tickets', {
      token,
      body: { topic: 'other', text: 'x', attachment: { fileName: 'a.exe', contentType: 'application/x-msdownload', content: 'AAAA' } },
    });
    expect(exe.status).toBe(400);
  });

  it("the 5 MB of the portal's check are the spec's limit of the base64 content", () => {
    const schema = (openapiDocument.components.schemas as unknown as Record<string, { properties: Record<string, { maxLength?: number }> }>)
      .TicketAttachment!;
    expect(schema.properties.content!.maxLength).toBe(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4);
  });
});
