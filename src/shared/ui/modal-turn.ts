import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/*
 * One modal at a time (issue 37), whoever opens it: the error and success popups, a banner's modal,
 * a screen's dialog and the cookie dialog all take their turn here. A modal that asks while another
 * is open waits, and opens when that one closes, in the order they asked. The one exception is a
 * modal the visitor opened from inside the open one (its form's error, a confirmation step): it
 * answers what they just did there, so it opens over it. The page behind an open modal is inert, so
 * a press or a key since the last modal opened was the visitor's, in that modal.
 */

let shown: symbol[] = [];
let waiting: symbol[] = [];
/** Undefined until the first modal asks, when the watching starts. */
let acted: boolean | undefined;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function ask(key: symbol): void {
  if (acted === undefined && typeof document !== 'undefined')
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => (acted = true), true);
  if (!shown.length || acted) shown = [...shown, key];
  else waiting = [...waiting, key];
  acted = false;
  changed();
}

function leave(key: symbol): void {
  shown = shown.filter((each) => each !== key);
  waiting = waiting.filter((each) => each !== key);
  if (!shown.length && waiting.length) [shown, waiting] = [waiting.slice(0, 1), waiting.slice(1)];
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a modal that wants to be open may show now; while it may not, it renders nothing and waits for its turn. */
export function useModalTurn(wanted: boolean): boolean {
  const [key] = useState(() => Symbol());
  // Before the paint: a modal whose turn it is opens in the same frame as it is rendered.
  useLayoutEffect(() => {
    if (!wanted) return undefined;
    ask(key);
    return () => leave(key);
  }, [wanted, key]);
  const turn = () => wanted && shown.includes(key);
  return useSyncExternalStore(subscribe, turn, turn);
}
