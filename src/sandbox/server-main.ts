import { createSandboxServer } from './node-server';

/**
 * `npm run sandbox`: the sandbox API alone on http://localhost:5174/api (PORT overrides), for
 * running the portal against it or trying calls with curl. It listens on the loopback interface only
 * (issue 7): a demo backend with demo logins is nothing to offer the network. SANDBOX_HOST overrides
 * that on purpose (e.g. 0.0.0.0 inside a container). SANDBOX_TOKEN_TTL (seconds) shortens tokens to
 * try the token exchange.
 */
const port = Number(process.env.PORT ?? 5174);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const tokenTtlSeconds = process.env.SANDBOX_TOKEN_TTL ? Number(process.env.SANDBOX_TOKEN_TTL) : undefined;

createSandboxServer({ tokenTtlSeconds }).listen(port, host, () => {
  console.log(`Sandbox API on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/api`);
  console.log('Demo logins (password Demo1234): prepaid 61234567, postpaid 61234568, eSIM 61234569,');
  console.log('  must finish registration 61234570, must change password 61234571. More in src/sandbox/README.md.');
});
