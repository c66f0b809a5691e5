import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../deploy/security-headers';

const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
const headerLine = (name: string) => new RegExp(`add_header ${name} "((?:[^"\\\\]|\\\\.)*)" always;`).exec(conf)?.[1]?.replace(/\\"/g, '"');

describe('deploy/nginx.conf', () => {
  it('sends exactly the headers npm start sends', () => {
    for (const [name, value] of Object.entries(securityHeaders)) expect(headerLine(name), name).toBe(value);
  });

  it('caches hashed assets that are there immutably and revalidates everything else, a missing asset included', () => {
    expect(conf).toContain('add_header Cache-Control $portal_cache_control always;');
    const map =
      /map "\$status:\$uri" \$portal_cache_control \{ default "no-cache"; "~\^\(200\|206\|304\):\/assets\/" "public, max-age=31536000, immutable"; \}/;
    expect(conf).toMatch(map);
  });

  it("adds no header inside /assets/ (one would drop the server's HSTS, CSP and Referrer-Policy there) and serves no source map", () => {
    const assets = /location \/assets\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(assets).toContain('try_files $uri =404;');
    expect(assets).not.toContain('add_header');
    expect(assets).toMatch(/location ~ \\\.map\$ \{ return 404; \}/);
  });

  it('proxies /api, serves the maintenance page as is, and falls back to the app shell', () => {
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/portal_api;/);
    expect(conf).toMatch(/location = \/maintenance\.htm/);
    expect(conf).toContain('try_files $uri $uri/index.html @portal;');
  });

  it("answers 404 with the language's not-found page for an address neither the app's routes nor the API serve", () => {
    // The build's map of the app's own addresses, then the API's answer for CMS pages and short links.
    expect(conf).toContain('map $uri $portal_route { default 0; include /srv/portal/dist/nginx-routes.map; }');
    expect(conf).toMatch(/location @portal \{[^}]*if \(\$portal_route\) \{ rewrite \^ \/app\.html last; \}/);
    expect(conf).toMatch(
      /location @portal \{[\s\S]*?auth_request \/__portal\/resolve;[\s\S]*?error_page 403 =404 \$portal_not_found_page;/,
    );
    expect(conf).toMatch(
      /location = \/__portal\/resolve \{[^}]*internal;[^}]*proxy_pass http:\/\/portal_api\/api\/pages\/resolve\?path=\$portal_path\$portal_hidden_key;/,
    );
    expect(conf).toContain('map $uri $portal_not_found_page { default /404.html; ~^/en(?:/|$) /en/404.html; ~^/ru(?:/|$) /ru/404.html; }');
  });
});
