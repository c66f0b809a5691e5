import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusItem, useListKeyboard } from '../common/use-list-keyboard';
import type { HeaderMenus, MenuId } from './use-header-menus';

interface HeaderDropdownProps {
  id: Exclude<MenuId, 'main'>;
  menus: HeaderMenus;
  /** The button's content; its text must be part of its accessible name. */
  button: ReactNode;
  listLabel: string;
  className?: string;
  /** The <li> items. */
  children: ReactNode;
}

/**
 * A disclosure dropdown of the header (language, user menu): a button with aria-expanded and
 * aria-controls, and a list of links. Enter/Space toggle it and keep focus on the button; ArrowDown
 * or ArrowUp on the button open it at the first or last item; inside, arrows, Home/End,
 * PageUp/PageDown and type-ahead move between items; Escape (useHeaderMenus) closes it.
 */
export function HeaderDropdown({ id, menus, button, listLabel, className, children }: HeaderDropdownProps) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const onListKeyDown = useListKeyboard(list);
  const open = menus.open === id;
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(list.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const which = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusItem(list.current, which);
    else {
      focusOnOpen.current = which;
      menus.show(id);
    }
  };

  return (
    <div className={`header-dropdown${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        ref={menus.buttonRef(id)}
        className="header-dropdown__button"
        data-early-click={id}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => menus.toggle(id)}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble from the focused links */}
      <ul id={listId} ref={list} className="header-dropdown__list" aria-label={listLabel} hidden={!open} onKeyDown={onListKeyDown}>
        {children}
      </ul>
    </div>
  );
}
