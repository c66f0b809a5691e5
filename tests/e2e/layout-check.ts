import type { Page } from '@playwright/test';

/** The widths every route is laid out at (issue 37): a phone first, and a laptop. */
export const LAYOUT_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 900 },
] as const;

/**
 * What a subscriber would see as broken on the page as it is laid out now (issue 37): the page scrolls
 * sideways; text running out of its box, or cut off at the bottom by a box that hides its overflow; a tap
 * target under 44 × 44 px on a phone (a link inside a sentence is exempt, WCAG 2.5.8); an icon that draws
 * nothing, has no picture of its own, or whose picture does not load; a fixed element (the chat launcher)
 * over content at the page's end. Each problem names the element, so a failure says where.
 */
export async function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  // Laid out with everything it loads (the footer and the chat come in chunks of their own), then at the
  // page's end, where a fixed element may sit over the last rows.
  await page.waitForLoadState('networkidle');
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frames();
  const problems = await page.evaluate((onPhone) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], dialog:not([open])');
    };
    // Text for screen readers only: a 1 px box, clipped.
    const readOnly = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width <= 2 || box.height <= 2 || style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%');
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 1 && visible(el),
      );
      const outermost = wide.filter((el) => !wide.includes(el.parentElement!));
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth}): ${outermost.slice(0, 3).map(name).join(', ')}`,
      );
    }
    const main = document.querySelector('main');
    for (const el of main ? main.querySelectorAll('*') : []) {
      if (!visible(el) || readOnly(el) || el.closest('svg, [role="img"]')) continue;
      const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!ownText) continue;
      const style = getComputedStyle(el);
      // A box that scrolls (a table on a phone) shows the rest by scrolling; one that ellipsises says so.
      if (/auto|scroll/.test(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0) problems.push(`text runs out of its box: ${name(el)}`);
      // Cut off at the bottom by a box that hides what overflows it (one clamped to lines says so with "…";
      // what lies wholly below a collapsed box is hidden on purpose).
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
      const box = el.getBoundingClientRect();
      for (let up: Element | null = el; up && up !== main?.parentElement; up = up.parentElement) {
        const clip = getComputedStyle(up);
        if (!/hidden|clip/.test(clip.overflowY) || /auto|scroll/.test(clip.overflowY)) continue;
        const edge = up.getBoundingClientRect().bottom - (up === el ? 0 : parseFloat(clip.borderBottomWidth));
        const own = up === el && el.scrollHeight > el.clientHeight + 2 && el.clientHeight > 0;
        if (own || (up !== el && box.top < edge - 1 && box.bottom > edge + 2)) {
          problems.push(`text cut off at the bottom: ${name(el)}`);
          break;
        }
      }
    }
    if (onPhone) {
      for (const el of document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary',
      )) {
        if (!visible(el) || el.closest('[inert]')) continue;
        const box = el.getBoundingClientRect();
        if (box.width >= 43.5 && box.height >= 43.5) continue;
        const style = getComputedStyle(el);
        // A link in a sentence (WCAG 2.5.8's inline exception); a checkbox's or radio's label is its target.
        const parent = el.parentElement!;
        const inSentence =
          style.display === 'inline' &&
          [...parent.childNodes].some((node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        // A stretched link: its ::after covers its card (the nearest positioned box), which is the target.
        let card: Element | null = el;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        const cardBox = card?.getBoundingClientRect();
        const stretched =
          getComputedStyle(el, '::after').position === 'absolute' && !!cardBox && cardBox.width >= 43.5 && cardBox.height >= 43.5;
        if (inSentence || stretched) continue;
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        const target = label ? label.getBoundingClientRect() : box;
        if (target.height >= 43.5 && target.width >= 43.5) continue;
        problems.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)} px: ${name(el)}`);
      }
    }
    for (const el of document.querySelectorAll('[class*="icon"]')) {
      if (!visible(el) || el.children.length || (el.textContent ?? '').trim()) continue;
      // Drawn by a picture, a mask, a border, a shadow or a colour, its own or a pseudo-element's.
      const draws = [el, '::before', '::after'].some((which) => {
        const style = typeof which === 'string' ? getComputedStyle(el, which) : getComputedStyle(which);
        if (typeof which === 'string' && (style.content === 'none' || style.content === 'normal')) return false;
        return (
          [style.maskImage, style.webkitMaskImage, style.backgroundImage, style.boxShadow].some((v) => v && v !== 'none') ||
          (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
          parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) + parseFloat(style.borderLeftWidth) > 0 ||
          (typeof which === 'string' && style.content.replace(/["']/g, '').trim() !== '')
        );
      });
      if (!draws && !/^(img|svg)$/i.test(el.tagName)) problems.push(`an icon that draws nothing: ${name(el)}`);
    }
    // The icon primitive (.icon, index.css) draws a dot until a modifier names its picture.
    for (const el of document.querySelectorAll('.icon')) {
      if (visible(el) && /lucide-dot\b|\/dot[-.][^/]*\.svg/.test(getComputedStyle(el).maskImage))
        problems.push(`an icon with no picture of its own: ${name(el)}`);
    }
    // At the end of the page a fixed element must leave the content readable and usable.
    for (const fixed of document.querySelectorAll('body *')) {
      const style = getComputedStyle(fixed);
      if (style.position !== 'fixed' || !visible(fixed) || fixed.closest('header, dialog')) continue;
      const box = fixed.getBoundingClientRect();
      for (const el of main ? main.querySelectorAll('a[href], button, input, select, td, th, p, h2, h3, li') : []) {
        if (!visible(el) || fixed.contains(el)) continue;
        const r = el.getBoundingClientRect();
        const overlap =
          Math.min(r.right, box.right) - Math.max(r.left, box.left) > 4 && Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 4;
        if (overlap && !el.querySelector('a, button, p, li, td')) {
          problems.push(`${name(fixed)} covers ${name(el)} at the page's end`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  }, phone);
  // An icon whose picture does not arrive draws nothing, though its box is painted under the mask.
  const missing = await page.evaluate(async () => {
    const urls = new Set<string>();
    for (const el of document.querySelectorAll('.icon')) {
      const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).maskImage)?.[1];
      // A small picture is inlined in the CSS (data:), which is there once the CSS is.
      if (url && !url.startsWith('data:')) urls.add(url);
    }
    const answers = await Promise.all([...urls].map(async (url) => ((await fetch(url).catch(() => undefined))?.ok ? '' : url)));
    return answers.filter(Boolean);
  });
  return [...problems, ...missing.map((url) => `an icon's picture does not load: ${url}`)];
}

/**
 * The page as it is now, opened at a phone's width (LAYOUT_WIDTHS[0]), then widened to a laptop's and
 * back: one visit checks both widths. Each problem names the width.
 */
export async function layoutProblemsAtBothWidths(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width: width.width, height: width.height });
    problems.push(...(await layoutProblems(page, width.name === 'phone')).map((problem) => `at ${width.width} px: ${problem}`));
  }
  const [phone] = LAYOUT_WIDTHS;
  await page.setViewportSize({ width: phone.width, height: phone.height });
  return problems;
}
