import { useEffect, useState } from 'react';

const MARKUP = /[<&]/;

/**
 * A banner's text: plain text as it is; text with markup through the sanitiser (DOMPurify), which is
 * loaded only then, so public pages whose banners carry no HTML do not download it.
 */
export function BannerText({ text }: { text: string }) {
  const [html, setHtml] = useState<string>();
  const markup = MARKUP.test(text);
  useEffect(() => {
    if (!markup) return undefined;
    let live = true;
    void import('@/shared/content/sanitize').then(({ sanitizeHtml }) => live && setHtml(sanitizeHtml(text)));
    return () => {
      live = false;
    };
  }, [text, markup]);
  if (!markup) return <span>{text}</span>;
  return html === undefined ? <span>{plainText(text)}</span> : <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The text without markup, for labels and titles that cannot hold HTML. Only ever used as React text
 * or attribute values (escaped), so stripping tags is enough here.
 */
export function plainText(text: string): string {
  if (!MARKUP.test(text)) return text;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, code: string) => {
      if (code[0] === '#')
        return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .trim();
}
