/** Idempotency keys of payment calls (issue 7); loaded with the first payment (see client.ts). */

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Idempotency keys of payment calls (issue 7): the same payment sent again (the same call with the same
 * body) carries the same key until the API has answered it, so a retry after a timeout or a lost
 * connection cannot charge twice; the API answers the repeat with the first answer. Once an answer has
 * come (2xx or 4xx), the next identical submission is a new payment with a new key. A 5xx leaves the
 * outcome unknown, so its key is kept too.
 */
export class IdempotencyKeys {
  private readonly open = new Map<string, string>();
  /** The attempt each sent request belongs to (its body is gone once sent). */
  private readonly sent = new WeakMap<Request, string>();

  async keyFor(request: Request): Promise<string> {
    const attempt = `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization') ?? ''} ${await request.clone().text()}`;
    this.sent.set(request, attempt);
    let key = this.open.get(attempt);
    if (!key) this.open.set(attempt, (key = newKey()));
    return key;
  }

  answered(request: Request, status: number): void {
    const attempt = this.sent.get(request);
    if (attempt !== undefined && status < 500) this.open.delete(attempt);
  }
}
