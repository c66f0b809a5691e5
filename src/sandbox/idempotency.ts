import type { SandboxContext } from './context';
import { errorCodes } from './errors';
import type { World } from './world';

interface Stored {
  body: string;
  answer: Promise<Response>;
}

/** Idempotency keys seen per world: `METHOD path key` -> the first request's body and answer. */
const seen = new WeakMap<World, Map<string, Stored>>();
const HEADER = 'Idempotency-Key';
/** Keys kept per world (oldest dropped first). */
const CAPACITY = 500;

/**
 * Payment calls honour an `Idempotency-Key` header (issue 7), as payment APIs do: a request repeating
 * a key gets the first request's answer without being carried out again, so a retry after a timeout
 * never charges twice. The same key with another body is refused (422 IdempotencyKeyReused); a 5xx
 * answer is not kept, so that request may be tried again. Without the header, nothing changes.
 */
export function idempotent<Args extends { request: Request }, Result>(
  ctx: SandboxContext,
  resolver: (args: Args) => Result | Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    const { request } = args;
    const key = request.headers.get(HEADER);
    if (!key) return resolver(args);
    const world = ctx.world(request);
    let keys = seen.get(world);
    if (!keys) seen.set(world, (keys = new Map<string, Stored>()));
    const id = `${request.method} ${new URL(request.url).pathname} ${key}`;
    const body = await request.clone().text();
    const stored = keys.get(id);
    if (stored) {
      if (stored.body !== body) {
        return errorCodes(422, { code: 'IdempotencyKeyReused', message: 'This Idempotency-Key was used for another request' }) as Result;
      }
      return (await stored.answer).clone() as Result;
    }
    const answer = (async () => {
      try {
        return (await resolver(args)) as unknown as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    })();
    keys.set(id, { body, answer: answer.then((response) => response.clone()) });
    while (keys.size > CAPACITY) keys.delete(keys.keys().next().value!);
    try {
      const response = await answer;
      if (response.status >= 500) keys.delete(id);
      return response as Result;
    } catch (error) {
      keys.delete(id);
      throw error;
    }
  };
}
