// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForEarlyClicks, replayEarlyClick, replayPendingClick, takeEarlyClick } from '@/features/shell/early-clicks';

/** The prerendered header's two marked buttons (no handlers yet: the app has not started). */
function prerenderedHeader() {
  document.body.innerHTML = `
    <header>
      <button type="button" data-early-click="main"><span>Meniu</span></button>
      <button type="button" data-early-click="language">LT</button>
      <button type="button" id="other">Kita</button>
    </header>`;
  const get = (selector: string) => document.querySelector<HTMLButtonElement>(selector)!;
  return { menu: get('[data-early-click="main"]'), language: get('[data-early-click="language"]'), other: get('#other') };
}

afterEach(() => {
  takeEarlyClick();
  document.documentElement.removeAttribute('data-early-click');
  document.body.innerHTML = '';
});

describe('early clicks (issue 16)', () => {
  it('replays a press of the menu button made before the app started, once it is live', () => {
    const { menu } = prerenderedHeader();
    listenForEarlyClicks();
    menu.querySelector('span')!.click(); // on the button's text, as a finger would
    expect(document.documentElement.getAttribute('data-early-click')).toBe('main');
    const early = takeEarlyClick(); // React starts listening
    const handler = vi.fn();
    menu.addEventListener('click', handler); // the hydrated button
    replayEarlyClick(early);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-early-click')).toBe(false);
  });

  it('replays only the last press: a second impatient press meant the same thing', () => {
    const { menu, language } = prerenderedHeader();
    listenForEarlyClicks();
    menu.click();
    menu.click();
    language.click();
    const early = takeEarlyClick();
    const onMenu = vi.fn();
    const onLanguage = vi.fn();
    menu.addEventListener('click', onMenu);
    language.addEventListener('click', onLanguage);
    replayEarlyClick(early);
    expect(onLanguage).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('ignores other elements and presses after React took over', () => {
    const { menu, other } = prerenderedHeader();
    listenForEarlyClicks();
    other.click();
    expect(takeEarlyClick()).toBeUndefined();
    menu.click(); // React hears this one itself
    expect(takeEarlyClick()).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-early-click')).toBe(false);
  });

  it('keeps a press on a part React has not hydrated yet (the footer) and replays it when the part hydrates', async () => {
    prerenderedHeader();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<footer data-pending=""><button type="button" data-early-click="newsletter">Prenumeruoti</button></footer>',
    );
    const footer = document.querySelector('footer')!;
    const newsletter = footer.querySelector('button')!;
    listenForEarlyClicks();
    takeEarlyClick(); // React listens: the header is live, the footer's code is still on its way
    newsletter.click(); // React drops it: the footer is not hydrated
    await Promise.resolve();
    const handler = vi.fn();
    newsletter.addEventListener('click', handler); // the hydrated footer
    replayPendingClick(footer);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(footer.hasAttribute('data-pending')).toBe(false);
    newsletter.click(); // from now on React hears it: nothing kept
    await Promise.resolve();
    replayPendingClick(footer);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('does not replay a press React handled by hydrating the part for it', async () => {
    document.body.innerHTML = '<footer data-pending=""><button type="button" data-early-click="newsletter">Prenumeruoti</button></footer>';
    const footer = document.querySelector('footer')!;
    const newsletter = footer.querySelector('button')!;
    listenForEarlyClicks();
    takeEarlyClick();
    const handler = vi.fn();
    // React hydrates the part during the press and handles it.
    newsletter.addEventListener('click', () => {
      replayPendingClick(footer);
      handler();
    });
    newsletter.click();
    await Promise.resolve();
    replayPendingClick(footer);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does nothing to replay when nothing was pressed', () => {
    const { menu } = prerenderedHeader();
    listenForEarlyClicks();
    const handler = vi.fn();
    menu.addEventListener('click', handler);
    replayEarlyClick(takeEarlyClick());
    expect(handler).not.toHaveBeenCalled();
  });

  it("keeps a form's button from sending the form as a page request before React listens there, and replays the press", () => {
    document.body.innerHTML = `
      <footer data-pending="">
        <form><input name="email" value="vardas@example.lt" /><button type="submit" data-early-click="newsletter">Prenumeruoti</button></form>
      </footer>`;
    const footer = document.querySelector('footer')!;
    const button = document.querySelector('button')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', sent);
    listenForEarlyClicks();
    button.click(); // before the app started
    expect(sent).not.toHaveBeenCalled();
    replayEarlyClick(takeEarlyClick()); // the app is live; the footer is not yet
    expect(sent).not.toHaveBeenCalled();
    replayPendingClick(footer); // the footer has hydrated: its form sends now, as React would
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
