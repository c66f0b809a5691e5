/**
 * Issue 7 D3: a field's message shown when it loses focus must not move the page while a pointer is
 * pressed. Pressing Submit (or anything) blurs the field on pointer down; a message inserted then moves
 * the button away before pointer up, and the click is lost. So work that changes the layout on blur
 * waits until the pointer is released and its click has been dispatched (pointer up, mouse up and click
 * come in one task; the next task runs after them). Keyboard blurs (Tab) run at once.
 */
import { onPageStart } from '@/shared/page-state';

let pressed: number;
let waiting: (() => void)[];
/** The document whose pointer is followed: each is listened to once. */
let listening: Document | undefined;
// The page's (src/shared/page-state.ts).
onPageStart(() => {
  [pressed, waiting] = [0, []];
});

function listen(): void {
  if (typeof document === 'undefined' || listening === document) return;
  listening = document;
  const down = () => void (pressed += 1);
  const up = () => {
    pressed = Math.max(0, pressed - 1);
    if (pressed > 0 || waiting.length === 0) return;
    const run = waiting;
    waiting = [];
    setTimeout(() => run.forEach((fn) => fn()), 0);
  };
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
  // A drag that ends outside the window reports no pointer up to the page.
  window.addEventListener('blur', () => {
    pressed = 1;
    up();
  });
}

/** Starts following the pointer (call when a form mounts, before any blur can happen). */
export function followPointer(): void {
  listen();
}

/** Runs `fn` now, or once the pressed pointer is released and its click is done. */
export function afterPointerRelease(fn: () => void): void {
  listen();
  if (pressed === 0) fn();
  else waiting.push(fn);
}
