import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { LAYOUT_WIDTHS } from './layout-check';

/*
 * A slow phone paints a page before its parser has read all of it: the header is drawn with its logo and
 * menu button while the language button is still to come. Nothing already drawn may move when the rest
 * arrives (a layout shift the prerendered page would cause before the app starts). The built page is fed
 * to the browser's parser piece by piece, one tag at a time through the header, and after each piece every
 * element the header shows is where it was when it first appeared. Deterministic: no clock and no
 * throttling decide where the parser stops.
 */
const out = process.env.E2E_OUT_DIR ?? 'dist';
const builtPage = (path: string) => readFileSync(join(out, path === '/' ? '' : path, 'index.html'), 'utf8');

interface Moved {
  element: string;
  from: string;
  to: string;
  arrived: string;
}

for (const [key, lang] of [
  ['Home', 'lt'],
  ['MobileGameRules', 'ru'],
  ['Plans', 'en'],
] as const) {
  // A phone's: a laptop reads the header in one go (and there the sign-in buttons stand right-aligned).
  for (const { width, height } of [LAYOUT_WIDTHS[0]]) {
    test(`${key} (${lang}) at ${width} px: nothing in the header moves while its HTML arrives`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height });
      // The page's scripts are left out: what is measured is the HTML and its styles alone.
      const html = builtPage(href(key, {}, lang)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      const bodyAt = html.indexOf('>', html.indexOf('<body')) + 1;
      const headerEnd = html.indexOf('</header>') + '</header>'.length;
      expect(headerEnd).toBeGreaterThan(bodyAt);
      const pieces: string[] = [];
      for (let at = bodyAt, next = html.indexOf('>', at) + 1; next > 0 && next <= headerEnd; at = next, next = html.indexOf('>', at) + 1)
        pieces.push(html.slice(at, next));
      expect(pieces.length).toBeGreaterThan(50);

      await page.route(`${baseURL}/__arrival`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
      await page.goto(`${baseURL}/__arrival`);
      const moved = await page.evaluate(
        async ({ head, pieces }) => {
          document.open();
          document.write(head);
          await Promise.all(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
              (link) =>
                new Promise((resolve) => {
                  if (link.sheet) resolve(undefined);
                  else link.addEventListener('load', resolve, { once: true });
                }),
            ),
          );
          const first = new Map<Element, string>();
          const found: Moved[] = [];
          for (const piece of pieces) {
            document.write(piece);
            for (const element of document.querySelectorAll('header, header *')) {
              const box = element.getBoundingClientRect();
              if (box.width === 0 && box.height === 0) continue;
              const where = `${box.left.toFixed(1)},${box.top.toFixed(1)}`;
              const was = first.get(element);
              if (was === undefined) first.set(element, where);
              else if (was !== where && found.length < 5)
                found.push({ element: `${element.tagName.toLowerCase()}.${element.className}`, from: was, to: where, arrived: piece });
            }
          }
          document.close();
          return found;
        },
        { head: html.slice(0, bodyAt), pieces },
      );
      expect(moved).toEqual([]);
    });
  }
}
