import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServerConf } from '../../../scripts/lib/test-server-conf';

const root = new URL('../../../', import.meta.url).pathname;
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
const entrypoint = join(root, 'deploy/docker-entrypoint.sh');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

/** What the image's start writes for nginx from deploy/nginx.conf (the entrypoint, nginx itself left out). */
function imageConf(env: Record<string, string> = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'portal-image-')), 'nginx.conf');
  const run = spawnSync('sh', [entrypoint], {
    env: {
      PATH: process.env.PATH,
      PORTAL_NGINX_TEMPLATE: join(root, 'deploy/nginx.conf'),
      PORTAL_NGINX_CONF: out,
      PORTAL_NGINX_BIN: 'true',
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, conf: run.status === 0 ? readFileSync(out, 'utf8') : '' };
}

/** The lines of `a` that `b` does not have, and the other way round. */
const changedLines = (a: string, b: string) => {
  const [left, right] = [a.split('\n'), b.split('\n')];
  expect(right.length).toBe(left.length);
  return left.flatMap((line, i): [string, string][] => (line === right[i] ? [] : [[line.trim(), right[i]!.trim()]]));
};

describe('the Docker image', () => {
  it('serves the build with deploy/nginx.conf, as a user without privileges, on the port the configuration listens on', () => {
    expect(runtime).toMatch(/^\nFROM nginx:[\d.]+-alpine\n/);
    const served = /^\s*root (\S+);/m.exec(conf)![1];
    expect(runtime).toContain(`COPY --from=build /portal/dist ${served}\n`);
    expect(runtime).toContain('COPY deploy/nginx.conf /etc/nginx/portal.conf\n');
    expect(readFileSync(entrypoint, 'utf8')).toContain('template="${PORTAL_NGINX_TEMPLATE:-/etc/nginx/portal.conf}"');
    expect(runtime).toContain('COPY deploy/docker-entrypoint.sh /usr/local/bin/portal-nginx\n');
    expect(runtime).toContain('ENTRYPOINT ["portal-nginx"]');
    expect(runtime).toMatch(/\nUSER nginx\n/);
    const port = /^\s*listen (\d+);/m.exec(conf)![1];
    expect(runtime).toContain(`EXPOSE ${port}\n`);
    expect(runtime).toMatch(new RegExp(`HEALTHCHECK .* CMD wget -q --spider http://127\\.0\\.0\\.1:${port}/ \\|\\| exit 1`));
    // The configuration is tested with the built route map before the image is made.
    expect(runtime).toMatch(/RUN .*portal-nginx -t\n/);
  });

  it('builds from current generated code, without what the checkout built or installed', () => {
    expect(dockerfile).toMatch(/npm ci --no-audit --no-fund[\s\S]*npm run -s codegen -- --check[\s\S]*npm run build/);
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.git', '.env']));
  });

  it('runs the same configuration as the browser tests: each changes only its own lines of deploy/nginx.conf', () => {
    const image = imageConf({ PORTAL_API_UPSTREAM: 'api.internal:8080' });
    expect(image.status, image.stderr).toBe(0);
    expect(changedLines(conf, image.conf)).toEqual([
      ['upstream portal_api { server 127.0.0.1:5174; keepalive 16; }', 'upstream portal_api { server api.internal:8080; keepalive 16; }'],
    ]);
    expect(imageConf().conf).toBe(conf);
    const tests = testServerConf(conf, { root: '/work/dist', work: '/tmp/w', port: 5183, apiPort: 6183 });
    const changed = changedLines(conf, tests);
    expect(changed.map(([line]) => line.split(' ')[0])).toEqual(
      expect.arrayContaining(['pid', 'client_body_temp_path', 'upstream', 'map', 'listen', 'root']),
    );
    for (const [before, after] of changed) {
      expect(after, before).toBe(
        before
          .replaceAll('/srv/portal/dist', '/work/dist')
          .replaceAll('/tmp/portal-nginx', '/tmp/w/nginx')
          .replace('127.0.0.1:5174', '127.0.0.1:6183')
          .replace('listen 8080;', 'listen 127.0.0.1:5183 ssl http2; ssl_certificate /tmp/w/cert.pem; ssl_certificate_key /tmp/w/key.pem;'),
      );
    }
  });

  it('refuses an upstream that is not host:port, saying what to write', () => {
    for (const upstream of ['api.internal', 'api.internal:', 'api internal:80', 'a;b:80', 'https://api:80']) {
      const run = imageConf({ PORTAL_API_UPSTREAM: upstream });
      expect(run.status, upstream).toBe(64);
      expect(run.stderr).toBe(
        `PORTAL_API_UPSTREAM=${upstream} is not host:port: write the API's address as nginx reaches it, such as api.internal:8080\n`,
      );
    }
  });

  it('passes nginx -t on this machine when nginx is there (the image runs the same check at build)', () => {
    const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
    const found = spawnSync(nginx, ['-v']).status === 0;
    if (!found) return;
    const work = mkdtempSync(join(tmpdir(), 'image-conf-'));
    execFileSync('mkdir', ['-p', `${work}/dist`]);
    execFileSync('sh', ['-c', `: > ${work}/dist/nginx-routes.map`]);
    const tested = conf.replaceAll('/srv/portal/dist', `${work}/dist`).replaceAll('/tmp/portal-nginx', `${work}/nginx`);
    const file = join(work, 'portal.conf');
    execFileSync('sh', ['-c', `cat > ${file}`], { input: tested });
    const run = spawnSync(nginx, ['-t', '-c', file, '-e', 'stderr'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });
});
