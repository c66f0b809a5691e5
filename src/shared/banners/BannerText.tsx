import { useEffect, useState } from 'react';
import { plainText } from '@/shared/content/plain-text';

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
