// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealOnScroll } from '@/features/shell/common/reveal-on-scroll';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let observed: Element[] = [];
let report: Callback = () => undefined;

/** jsdom has no layout: an IntersectionObserver the test drives, and positions the test sets. */
class FakeObserver {
  constructor(callback: Callback) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((e) => e !== element);
  }
  disconnect() {
    observed = [];
  }
}

function footer(tops: number[]) {
  document.body.innerHTML = `<div data-reveal>${tops.map((_, i) => `<section id="s${i}"></section>`).join('')}</div>`;
  tops.forEach((top, i) => {
    document.getElementById(`s${i}`)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  });
  return tops.map((_, i) => document.getElementById(`s${i}`)!);
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  observed = [];
  document.body.innerHTML = '';
});

describe('reveal on scroll (core §9)', () => {
  it('leaves what is in view alone and lets the rest slide in, 0.1 s late and 200 ms apart', () => {
    const [inView, below, further] = footer([100, 2000, 2400]);
    const stop = revealOnScroll();
    const container = document.querySelector<HTMLElement>('[data-reveal]')!;
    expect(container.style.getPropertyValue('--reveal-duration')).toBe('0.4s');
    expect(container.style.getPropertyValue('--reveal-easing')).toBe('ease-out');
    expect(container.style.getPropertyValue('--reveal-offset')).toBe('40px');
    expect(inView!.dataset.revealed).toBe('shown');
    expect([below!.dataset.revealed, further!.dataset.revealed]).toEqual(['waiting', 'waiting']);
    report([
      { isIntersecting: true, target: below! },
      { isIntersecting: true, target: further! },
    ]);
    expect([below!.dataset.revealed, further!.dataset.revealed]).toEqual(['shown', 'shown']);
    expect([below!.style.transitionDelay, further!.style.transitionDelay]).toEqual(['100ms', '300ms']);
    expect(observed).toEqual([]);
    stop();
  });

  it("takes in parts that arrive later (the footer's CMS sections)", async () => {
    footer([100]);
    const stop = revealOnScroll();
    const late = document.createElement('nav');
    late.getBoundingClientRect = () => ({ top: 3000 }) as DOMRect;
    document.querySelector('[data-reveal]')!.append(late);
    await Promise.resolve(); // MutationObserver records are delivered as a microtask
    expect(late.dataset.revealed).toBe('waiting');
    expect(observed).toContain(late);
    stop();
  });

  it('does nothing with reduced motion', () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
    const [, below] = footer([100, 2000]);
    revealOnScroll();
    expect(below!.dataset.revealed).toBeUndefined();
    expect(observed).toEqual([]);
  });
});
