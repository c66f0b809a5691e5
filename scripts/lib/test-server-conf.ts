/**
 * deploy/nginx.conf as the browser tests' server runs it (scripts/e2e-server.ts): only the root folder,
 * the temporary files' folder, the API upstream and the listening address differ: TLS and HTTP/2 on
 * loopback, as a visitor reaches the portal through the operator's TLS end (over HTTP/1.1, Lighthouse's
 * simulated slow 4G took an account page's fifty requests six connections at a time: 1.2 s more LCP).
 * tests/unit/deploy/docker-image.test.ts holds it and the image's configuration to the one file.
 */
export interface TestServer {
  root: string;
  work: string;
  port: number;
  apiPort: number;
}

export function testServerConf(conf: string, { root, work, port, apiPort }: TestServer): string {
  return conf
    .replaceAll('/srv/portal/dist', root)
    .replaceAll('/tmp/portal-nginx', `${work}/nginx`)
    .replace('server 127.0.0.1:5174;', `server 127.0.0.1:${apiPort};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port} ssl http2; ssl_certificate ${work}/cert.pem; ssl_certificate_key ${work}/key.pem;`);
}
