import { useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';
import { isTypeAheadKey, nextIndex, TypeAhead } from './list-keyboard';

const ITEMS = 'a[href], button:not([disabled])';

/** The focusable items of a list, in order. */
export function listItems(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/** Moves focus to the first (or last) item of a list that has just been opened. */
export function focusItem(list: HTMLElement | null, which: 'first' | 'last' | 'selected'): void {
  const items = listItems(list);
  const item =
    which === 'last' ? items.at(-1) : which === 'selected' ? (items.find((i) => i.getAttribute('aria-current')) ?? items[0]) : items[0];
  item?.focus();
}

/**
 * The keydown handler of an open dropdown list: arrows, Home/End, PageUp/PageDown and type-ahead
 * move focus between its links and buttons. Tab is left alone: the list never traps focus.
 */
export function useListKeyboard(list: RefObject<HTMLElement | null>) {
  const typeAhead = useRef(new TypeAhead());
  return useCallback(
    (event: KeyboardEvent) => {
      const items = listItems(list.current);
      const current = items.indexOf(document.activeElement as HTMLElement);
      let target = nextIndex(event.key, current, items.length);
      if (target === undefined && isTypeAheadKey(event)) {
        target = typeAhead.current.match(
          event.key,
          items.map((i) => i.textContent?.trim() ?? ''),
          current,
        );
        if (target === undefined) return;
      }
      if (target === undefined) return;
      event.preventDefault();
      items[target]?.focus();
    },
    [list],
  );
}
