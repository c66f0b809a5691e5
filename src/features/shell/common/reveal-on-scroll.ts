import * as constants from '@generated/constants';
import './reveal-on-scroll.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Reveal on scroll (core §9: 0.4 s ease-out, 0.1 s delay, 40 px offset, 200 ms between items; none with
 * reduced motion): the children of a `[data-reveal]` container that are still below the fold when the
 * page goes live slide up into place as they scroll into view. It runs on the live page only (what was
 * painted first never moves or disappears), and touches only attributes React does not manage.
 * Answers a function that stops watching.
 */
export function revealOnScroll(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia?.(REDUCED_MOTION).matches) return () => undefined;
  const { durationS, easing, delayS, offsetPx, staggerMs } = constants.revealOnScroll;
  const observer = new IntersectionObserver((entries) => {
    entries
      .filter((entry) => entry.isIntersecting)
      .forEach((entry, index) => {
        const item = entry.target as HTMLElement;
        item.style.transitionDelay = `${delayS * 1000 + index * staggerMs}ms`;
        item.dataset.revealed = 'shown';
        observer.unobserve(item);
      });
  });
  // Items still below the fold wait for their turn; the rest are simply shown.
  const take = (item: Element) => {
    if (!(item instanceof HTMLElement) || item.dataset.revealed === 'shown') return;
    if (item.dataset.revealed === 'waiting') return observer.observe(item); // watched again after a route change
    if (item.getBoundingClientRect().top < window.innerHeight) {
      item.dataset.revealed = 'shown';
      return;
    }
    item.dataset.revealed = 'waiting';
    observer.observe(item);
  };
  // Parts that arrive later (the footer's CMS sections) join in.
  const added = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => take(node as Element))));
  for (const container of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    container.style.setProperty('--reveal-duration', `${durationS}s`);
    container.style.setProperty('--reveal-easing', easing);
    container.style.setProperty('--reveal-offset', `${offsetPx}px`);
    Array.from(container.children).forEach(take);
    added.observe(container, { childList: true });
  }
  return () => {
    observer.disconnect();
    added.disconnect();
  };
}
