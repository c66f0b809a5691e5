import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generate } from 'selfsigned';
import { createSandboxServer } from '../src/sandbox/node-server';
import { testServerConf } from './lib/test-server-conf';

/**
 * The browser tests' server, as production runs it: Debian's nginx with deploy/nginx.conf serving
 * the built files over TLS and HTTP/2, and the standalone sandbox behind it as the `/api` upstream. Only the root
 * folder, the ports, the certificate and the upstream address differ from the committed configuration.
 */
const port = Number(process.env.E2E_PORT ?? 5183);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 1000);
const root = resolve(process.env.E2E_OUT_DIR ?? 'dist');
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build first (npm run build)`);

const work = join(tmpdir(), `portal-nginx-${port}`);
mkdirSync(work, { recursive: true });
// Served over TLS, as production is: Chromium sends CSP reports (report-to, the Reporting API) only to
// https endpoints, and ignores report-uri when report-to is there, so on plain http no report would come.
// A certificate for localhost is made for each run; the browser is told to accept it (playwright.config.ts).
const tls = await generate([{ name: 'commonName', value: 'localhost' }], {
  keySize: 2048,
  extensions: [
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ],
});
writeFileSync(join(work, 'cert.pem'), tls.cert);
writeFileSync(join(work, 'key.pem'), tls.private);
const conf = testServerConf(readFileSync('deploy/nginx.conf', 'utf8'), { root, work, port, apiPort });
const confPath = join(work, 'nginx.conf');
writeFileSync(confPath, conf);

const sandbox = createSandboxServer();
// nginx keeps upstream connections open for up to 60 s; Node must not close them first, or a reused
// connection is reset mid-request.
sandbox.keepAliveTimeout = 65_000;
sandbox.headersTimeout = 66_000;
sandbox.listen(apiPort, '127.0.0.1', () => {
  const server = spawn(nginx, ['-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => {
    server.kill('SIGQUIT');
    sandbox.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => {
    sandbox.close();
    process.exit(code ?? 0);
  });
  console.log(`nginx on https://localhost:${port} (root ${root}), sandbox on :${apiPort}`);
});
