import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { cookiesOf, SESSION_COOKIE } from './context';
import { createSandbox, type Sandbox, type SandboxOptions } from './index';

export interface SandboxMiddlewareOptions extends SandboxOptions {
  /** Where the API is served. Default /api (spec/app.yaml api.basePath). */
  basePath?: string;
}

type Next = (error?: unknown) => void;
export type SandboxMiddleware = ((req: IncomingMessage, res: ServerResponse, next?: Next) => Promise<void>) & { sandbox: Sandbox };

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
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
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const request = new Request(new URL(url, origin), { method: req.method ?? 'GET', headers, body: body?.length ? new Uint8Array(body) : undefined });
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

function noHandler(request: Request): Response {
  const { pathname } = new URL(request.url);
  const body = { errors: [{ code: 'NotFound', message: `The sandbox has no answer for ${request.method} ${pathname}` }] };
  return Response.json(body, { status: 404 });
}

/**
 * Connect/Vite middleware serving the sandbox under `basePath` (a world per browser session); other
 * URLs go to `next`. Without `next` (a bare node:http server) they answer 404.
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
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    try {
      const { request, newSession } = await toFetchRequest(req, url);
      const response = (await getResponse(sandbox.handlers, request)) ?? noHandler(request);
      await writeResponse(res, response, newSession);
    } catch (error) {
      if (next) return next(error);
      res.statusCode = 500;
      res.end(String(error));
    }
  };
  return Object.assign(middleware, { sandbox });
}

/** A standalone HTTP server with the sandbox on /api (npm run sandbox). */
export function createSandboxServer(options: SandboxMiddlewareOptions = {}): Server {
  const middleware = createSandboxMiddleware(options);
  return createServer((req, res) => void middleware(req, res));
}
