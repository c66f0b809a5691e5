import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { cookiesOf, SESSION_COOKIE } from './context';
import { errorCodes } from './errors';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';

export interface SandboxMiddlewareOptions extends SandboxOptions {
  /** Where the API is served. Default /api (spec/app.yaml api.basePath). */
  basePath?: string;
}

type Next = (error?: unknown) => void;
export type SandboxMiddleware = ((req: IncomingMessage, res: ServerResponse, next?: Next) => Promise<void>) & { sandbox: Sandbox };

/** The largest request body the sandbox reads: nginx's default client_max_body_size (1 MB), as in production. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The methods the API knows; anything else (TRACE, CONNECT, made-up ones) answers 405. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** An answer for a request the sandbox refuses before its handlers see it: the API's error shape, no internals. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super(`refused with ${response.status}`);
  }
}

const tooLarge = () =>
  new Refusal(errorCodes(413, { code: 'PayloadTooLarge', message: `The body is larger than ${MAX_BODY_BYTES} bytes` }));

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Node's request as a Fetch Request. A browser without a `sandbox-session` cookie gets a new session
 * id here, before the handlers run, so its first request already has its own world.
 */
async function toFetchRequest(req: IncomingMessage, url: string): Promise<{ request: Request; newSession: string | null }> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !name.startsWith(':')) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const probe = new Request('http://sandbox.local/', { headers });
  let newSession: string | null = null;
  if (!cookiesOf(probe)[SESSION_COOKIE]) {
    newSession = randomUUID();
    const cookie = headers.get('cookie');
    headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${SESSION_COOKIE}=${newSession}`);
  }
  const body = await bodyOf(req);
  // Behind a proxy that ends TLS (nginx), the page's origin is https: addresses the sandbox builds
  // (the payment page's) must be too.
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const origin = `${scheme}://${req.headers.host ?? 'localhost'}`;
  const request = new Request(new URL(url, origin), {
    // HEAD is answered as GET (Node sends its headers without the body), as HTTP says (issue 47 F8).
    method: req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'),
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
  return { request, newSession };
}

async function writeResponse(res: ServerResponse, response: Response, newSession: string | null): Promise<void> {
  const cookies = response.headers.getSetCookie();
  if (newSession) cookies.push(`${SESSION_COOKIE}=${newSession}; Path=/; HttpOnly; SameSite=Lax`);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  if (!response.headers.has('cache-control')) res.setHeader('Cache-Control', 'no-store');
  res.statusCode = response.status;
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Writes a refusal or the bare 500 of an unexpected failure (the API's error shape, no internals). */
async function writeError(res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A body too large is not read to its end: close the connection rather than drain it.
  if (response.status === 413) res.setHeader('Connection', 'close');
  await writeResponse(res, response, null);
}

/** Checks what would make Request or msw's matching throw: an unknown method, malformed %-escapes. */
function refuseMalformed(req: IncomingMessage, url: string): void {
  const method = req.method ?? 'GET';
  if (!METHODS.has(method)) {
    const response = errorCodes(405, { code: 'MethodNotAllowed', message: `${method} is not allowed` });
    response.headers.set('Allow', [...METHODS].join(', '));
    throw new Refusal(response);
  }
  if (!isPercentEncoded(url)) {
    throw new Refusal(errorCodes(400, { code: 'InvalidRequest', message: 'The address is not valid percent-encoding' }));
  }
}

/**
 * Whether every `%` starts an escape. The decoded value is used on purpose: a bare `decodeURIComponent(url)`
 * statement is free of side effects to a bundler, which drops it (vite.config.ts bundles this module for
 * `npm start`, whose sandbox then answered a malformed address with 500).
 */
function isPercentEncoded(url: string): boolean {
  try {
    return decodeURIComponent(url).length >= 0;
  } catch {
    return false;
  }
}

function noHandler(request: Request): Response {
  const { pathname } = new URL(request.url);
  const body = { errors: [{ code: 'NotFound', message: `The sandbox has no answer for ${request.method} ${pathname}` }] };
  return Response.json(body, { status: 404 });
}

/**
 * Connect/Vite middleware serving the sandbox under `basePath` (a world per browser session); other
 * URLs go to `next`. Without `next` (a bare node:http server) they answer 404. Bad requests answer 400
 * (malformed address), 405 (unknown method) or 413 (body over 1 MB) in the API's error shape; an
 * unexpected failure answers a bare 500 and is logged here, never sent to the browser (issue 7 D2, D9).
 */
export function createSandboxMiddleware(options: SandboxMiddlewareOptions = {}): SandboxMiddleware {
  const sandbox = createSandbox({ worlds: 'per-session', ...options });
  const base = (options.basePath ?? '/api').replace(/\/$/, '');
  const middleware = async (req: IncomingMessage, res: ServerResponse, next?: Next) => {
    // Connect strips a mount path from req.url; originalUrl keeps it
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path !== base && !path.startsWith(`${base}/`)) {
      if (next) return next();
      await writeError(res, errorCodes(404, { code: 'NotFound' }));
      return;
    }
    try {
      refuseMalformed(req, url);
      const { request, newSession } = await toFetchRequest(req, url);
      const response = (await getResponse(sandbox.handlers, request)) ?? noHandler(request);
      await writeResponse(res, response, newSession);
    } catch (error) {
      if (error instanceof Refusal) return writeError(res, error.response);
      console.error(`sandbox: ${req.method} ${path} failed:`, error);
      await writeError(res, errorCodes(500, { code: 'InternalServerError' }));
    }
  };
  return Object.assign(middleware, { sandbox });
}

/** A standalone HTTP server with the sandbox on /api (npm run sandbox). */
export function createSandboxServer(options: SandboxMiddlewareOptions = {}): Server {
  const middleware = createSandboxMiddleware(options);
  return createServer((req, res) => void middleware(req, res));
}
