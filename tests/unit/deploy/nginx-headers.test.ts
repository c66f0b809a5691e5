import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../deploy/security-headers';

const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
const headerLine = (name: string) => new RegExp(`add_header ${name} "((?:[^"\\\\]|\\\\.)*)" always;`).exec(conf)?.[1]?.replace(/\\"/g, '"');

describe('deploy/nginx.conf', () => {
  it('sends exactly the headers npm start sends', () => {
    for (const [name, value] of Object.entries(securityHeaders)) expect(headerLine(name), name).toBe(value);
  });

  it('caches hashed assets immutably and revalidates documents', () => {
    expect(conf).toMatch(/location \/assets\/ \{[^}]*immutable/);
    expect(conf).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('proxies /api, serves the maintenance page as is, and falls back to the app shell', () => {
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/portal_api;/);
    expect(conf).toMatch(/location = \/maintenance\.htm/);
    expect(conf).toContain('try_files $uri $uri/index.html /app.html;');
  });
});
