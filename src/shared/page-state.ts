/**
 * State that lives as long as the page (issue 53): the document's listeners (the visitor's presses, the
 * pointer), the modals on screen, the clock's learned offset, the consent dialog, the chat, the visited
 * pages. It stays in its module, beside the code that uses it, and each module says here how its page
 * state starts. A browser has one page per module graph. Tests run many pages in one module graph and
 * one jsdom document (vitest's isolate: false): each test file starts a page of its own (tests/setup.ts),
 * and every module's page state starts again, so nothing of one file's page carries into the next.
 */
const starts: (() => void)[] = [];

/** Runs `start` now, and again at each new page. */
export function onPageStart(start: () => void): void {
  starts.push(start);
  start();
}

/** A new page load: every module's page state starts afresh. */
export function startPage(): void {
  starts.forEach((start) => start());
}
