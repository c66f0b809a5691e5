import type { Diagnostics } from '../load/diagnostics';
import { wrongVilniusOffset } from '../load/campaign-values';
import type { CampaignSpec, Spec } from '../spec-types';

/**
 * What a product manager's file may get wrong that the structure cannot see: pictures that are not
 * there, a language's texts indented under another's; and, as warnings, dates already past and an
 * offset that is not Vilnius's on its date. `publicFile` says whether the build serves a path (public/).
 */
export function checkCampaignAuthoring(
  spec: Spec,
  publicFile: (path: string) => boolean,
  diagnostics: Diagnostics,
  now = Date.now(),
): void {
  const languages = new Set(['lt', 'en', 'ru', 'ua']);
  for (const c of spec.campaigns) {
    const source = c.origin.source;
    const data = source.data as Record<string, any>;
    const image = (path: (string | number)[], src: unknown) => {
      if (typeof src !== 'string' || src.startsWith('https://')) return;
      if (src.startsWith('/') && !src.startsWith('//')) {
        if (!publicFile(src.split(/[?#]/)[0]!))
          diagnostics.add(
            source.problem(
              path,
              `${src} is not a file of the site: the visitor would see a broken picture`,
              `put the picture at public${src}, or write the path of one that is there`,
            ),
          );
        return;
      }
      diagnostics.add(
        source.problem(
          path,
          `${src} is not an address the portal shows pictures from`,
          'write a path of the site (/media/picture.svg, a file in public/) or an https:// address',
        ),
      );
    };
    for (const route of spec.routes.filter((r) => r.origin.source === source))
      if (route.page?.image) image([...route.origin.path, 'image', 'src'], route.page.image.src);
    for (const [i, banner] of ((data.banners ?? []) as { imageUrl?: unknown }[]).entries())
      image(['banners', i, 'imageUrl'], banner.imageUrl);

    for (const [lang, tree] of Object.entries((data.texts ?? {}) as Record<string, unknown>)) {
      for (const [key, value] of Object.entries((tree ?? {}) as Record<string, unknown>)) {
        if (!languages.has(key) || !value || typeof value !== 'object') continue;
        const { col } = source.position(['texts', lang], { key: true });
        const found = source.problem(
          ['texts', lang, key],
          `\`${key}:\` is indented under \`${lang}:\`, so its texts are read as ${lang} ones and ${key} has none`,
          `move \`${key}:\` and every line under it two spaces to the left, so that \`${key}:\` starts in column ${col}, like \`${lang}:\``,
          { key: true },
        );
        diagnostics.add({ ...found, badKey: key, explains: { path: 'texts', name: key } }, 'structure');
      }
    }
    checkDates(c, data, diagnostics, now);
  }
}

function checkDates(c: CampaignSpec, data: Record<string, any>, diagnostics: Diagnostics, now: number): void {
  const source = c.origin.source;
  for (const field of ['activeFrom', 'activeTo'] as const) {
    const wrong = wrongVilniusOffset(data[field]);
    if (wrong)
      diagnostics.warn(
        source.problem(
          [field],
          `${wrong.written} is not Vilnius's offset on that date (${wrong.vilnius}): the campaign ${field === 'activeFrom' ? 'starts' : 'ends'} an hour ${wrong.written > wrong.vilnius ? 'earlier' : 'later'} than that time in Vilnius`,
          `write ${wrong.fixed}, or the date alone for that day in Vilnius`,
        ),
      );
  }
  const ended = Date.parse(c.activeTo) < now;
  if (ended && data.ended !== true)
    diagnostics.warn(
      source.problem(
        ['activeTo'],
        `the campaign ended on ${String(data.activeTo).slice(0, 10)}: visitors see only its ended page and rules`,
        'if that is meant (a campaign kept for its ended page), write `ended: true`; otherwise write dates to come',
      ),
    );
  if (!ended && data.ended === true)
    diagnostics.warn(
      source.problem(['ended'], `ended: true, but the campaign runs until ${String(data.activeTo).slice(0, 10)}`, 'remove `ended: true`'),
    );
}
