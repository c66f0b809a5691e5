import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { onPageStart } from '@/shared/page-state';

/*
 * The one record of which modals are on screen (issue 37), whoever opens them: the error and success
 * popups, a banner's modal, a screen's dialog and the cookie dialog all take their turn here, and the
 * page's scroll is locked while any is shown. (The services' ModalStore only says which modals the app
 * asked for by id, with their data; each of those takes its turn here as well.)
 *
 * One modal at a time: a modal that asks while another is open waits, and opens when that one closes,
 * in the order they asked. The one exception is a modal the visitor opened from inside the open one (its
 * form's error, a confirmation step): it answers what they just did there, so it opens over it. That is
 * told by the visitor's last press (a click, which screen readers and keyboards send too, or Enter
 * outside a text field): it was inside an open dialog, after the last modal was shown.
 */

interface Turn {
  key: symbol;
  /** The number of presses when it was shown: only a later press opens another over it. */
  since: number;
}

let shown: Turn[];
let waiting: symbol[];
let presses: number;
let pressedIn: Element | null;
/** The document whose presses are counted: each is listened to once. */
let watching: Document | undefined;
const listeners = new Set<() => void>();
// The page's (src/shared/page-state.ts).
onPageStart(() => {
  [shown, waiting, presses, pressedIn] = [[], [], 0, null];
});

function watch(): void {
  if (typeof document === 'undefined' || watching === document) return;
  watching = document;
  const press = (event: Event) => {
    presses += 1;
    pressedIn = event.target instanceof Element ? event.target.closest('dialog') : null;
  };
  document.addEventListener('click', press, true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) press(event);
    },
    true,
  );
}

function changed(): void {
  // The page behind stays still while any modal is on screen (one waiting for its turn is not).
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('scroll-locked', shown.length > 0);
  for (const listener of listeners) listener();
}

function ask(key: symbol): void {
  watch();
  // Asked again (StrictMode runs an effect twice): nothing changes.
  if (shown.some((turn) => turn.key === key) || waiting.includes(key)) return;
  const fromInside = pressedIn instanceof HTMLDialogElement && pressedIn.open && shown.every((turn) => presses > turn.since);
  if (!shown.length || fromInside) shown = [...shown, { key, since: presses }];
  else waiting = [...waiting, key];
  changed();
}

function leave(key: symbol): void {
  shown = shown.filter((turn) => turn.key !== key);
  waiting = waiting.filter((each) => each !== key);
  if (!shown.length && waiting.length) [shown, waiting] = [[{ key: waiting[0]!, since: presses }], waiting.slice(1)];
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a modal that wants to be open may show now; while it may not, it renders nothing and waits for its turn. */
export function useModalTurn(wanted: boolean): boolean {
  const [key] = useState(() => Symbol());
  useLayoutEffect(() => {
    if (!wanted) return undefined;
    ask(key);
    return () => leave(key);
  }, [wanted, key]);
  const turn = () => wanted && shown.some((each) => each.key === key);
  return useSyncExternalStore(subscribe, turn, turn);
}
