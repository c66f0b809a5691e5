import { createSandboxServer } from './node-server';

/**
 * `npm run sandbox`: the sandbox API alone on http://localhost:5174/api (PORT overrides), for
 * running the portal against it from elsewhere or trying calls with curl. SANDBOX_TOKEN_TTL
 * (seconds) shortens tokens to try the token exchange.
 */
const port = Number(process.env.PORT ?? 5174);
const tokenTtlSeconds = process.env.SANDBOX_TOKEN_TTL ? Number(process.env.SANDBOX_TOKEN_TTL) : undefined;

createSandboxServer({ tokenTtlSeconds }).listen(port, () => {
  console.log(`Sandbox API on http://localhost:${port}/api`);
  console.log('Demo logins (password Demo1234): prepaid 61234567, postpaid 61234568, eSIM 61234569,');
  console.log('  must finish registration 61234570, must change password 61234571. More in src/sandbox/README.md.');
});
