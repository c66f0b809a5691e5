const SPACE = /[\t\n\f\r ]/;
/** Elements whose content the HTML parser reads as text (in HTML; as markup inside svg/math). */
const RAW_TEXT = new Set(['script', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

/** Where a comment opened at `start` ends, as the HTML tokenizer sees it (`<!-->`, `-->`, `--!>`). */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!-->', start)) return start + 5;
  if (html.startsWith('<!--->', start)) return start + 6;
  const close = [html.indexOf('-->', start + 4), html.indexOf('--!>', start + 4)].filter((i) => i >= 0);
  if (!close.length) return html.length;
  const at = Math.min(...close);
  return at + (html.startsWith('-->', at) ? 3 : 4);
}

/**
 * Chromium reports a CSP violation for every inline event handler or style it merely parses, even in
 * the inert document a sanitiser parses into, so CMS HTML loses `on…` and `style` attributes, <style>
 * and <base> elements before DOMPurify sees it. This scans start tags the way the HTML tokenizer does;
 * where it errs it removes too much, never too little, and DOMPurify remains the real sanitiser.
 */
export function stripInlineCode(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return out + html.slice(i);
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = commentEnd(html, lt);
      out += html.slice(lt, end);
      i = end;
      continue;
    }
    if (!/[A-Za-z]/.test(html[lt + 1] ?? '')) {
      out += '<';
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < html.length && !/[\t\n\f\r />]/.test(html[j]!)) j++;
    const tag = html.slice(lt + 1, j).toLowerCase();
    let kept = html.slice(lt, j);
    while (j < html.length) {
      let k = j;
      while (k < html.length && (SPACE.test(html[k]!) || html[k] === '/')) k++;
      const gap = html.slice(j, k);
      j = k;
      if (j >= html.length) break;
      if (html[j] === '>') {
        kept += `${gap}>`;
        j++;
        break;
      }
      let nameEnd = j + 1;
      while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html[nameEnd]!)) nameEnd++;
      const name = html.slice(j, nameEnd);
      let end = nameEnd;
      let v = nameEnd;
      while (v < html.length && SPACE.test(html[v]!)) v++;
      if (html[v] === '=') {
        v++;
        while (v < html.length && SPACE.test(html[v]!)) v++;
        const quote = html[v];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, v + 1);
          end = close < 0 ? html.length : close + 1;
        } else {
          end = v;
          while (end < html.length && !/[\t\n\f\r >]/.test(html[end]!)) end++;
        }
      }
      if (!/^on/i.test(name) && !/^style$/i.test(name)) kept += gap + html.slice(j, end);
      // A dropped attribute leaves its separator (a space if it had none), so what follows cannot join
      // the tag name or the previous attribute: `<img ONLOAD="x()"!=</style>` must not become `<img!=</style>`.
      else kept += gap || ' ';
      j = end;
    }
    // A <base> with a bad URL is reported against base-uri as soon as it is parsed.
    if (tag === 'base') {
      i = j;
      continue;
    }
    if (tag === 'style') {
      const close = html.toLowerCase().indexOf('</style', j);
      const after = close < 0 ? html.length : html.indexOf('>', close);
      i = after < 0 ? html.length : after + 1;
      continue;
    }
    out += kept;
    i = j;
    if (RAW_TEXT.has(tag)) {
      // Text in HTML, markup in foreign content: clean it as markup, but on its own, so a quote inside
      // cannot swallow the end tag the HTML parser would stop at.
      const close = html.toLowerCase().indexOf(`</${tag}`, j);
      const end = close < 0 ? html.length : close;
      out += stripInlineCode(html.slice(j, end));
      i = end;
    }
  }
  return out;
}
