import * as app from '@generated/app';

/** An address of the site's own (a picture's `/images/..`) made whole, as search engines and link previews need it. */
export const absoluteUrl = (url: string): string =>
  /^https?:\/\//.test(url) ? url : `${app.siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
