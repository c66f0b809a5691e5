import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type MenuId = 'main' | 'user' | 'language';

export interface HeaderMenus {
  open: MenuId | null;
  toggle(id: MenuId): void;
  /** Opens a menu (closing any other). */
  show(id: MenuId): void;
  /** Closes whatever is open; with `returnFocus` focus goes back to that menu's button. */
  close(returnFocus?: boolean): void;
  /** Ref callbacks for each menu's disclosure button (where Escape returns focus). */
  buttonRef(id: MenuId): (element: HTMLButtonElement | null) => void;
}

/**
 * The header's disclosure menus (core §4 Menus): one is open at a time, so opening the main menu
 * closes the user menu. Escape closes the open menu and returns focus to its button; a click outside
 * the header or a route change closes it. Nothing traps focus.
 */
export function useHeaderMenus(root: RefObject<HTMLElement | null>): HeaderMenus {
  const [open, setOpen] = useState<MenuId | null>(null);
  const buttons = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const refs = useRef<Partial<Record<MenuId, (element: HTMLButtonElement | null) => void>>>({});
  const { pathname } = useLocation();

  const openRef = useRef(open);
  openRef.current = open;

  const close = useCallback((returnFocus = false) => {
    const current = openRef.current;
    if (current && returnFocus) buttons.current[current]?.focus();
    setOpen(null);
  }, []);

  useEffect(() => setOpen(null), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      buttons.current[open]?.focus();
      setOpen(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, root]);

  const buttonRef = useCallback((id: MenuId) => {
    refs.current[id] ??= (element) => {
      buttons.current[id] = element;
    };
    return refs.current[id];
  }, []);

  return {
    open,
    toggle: useCallback((id: MenuId) => setOpen((current) => (current === id ? null : id)), []),
    show: useCallback((id: MenuId) => setOpen(id), []),
    close,
    buttonRef,
  };
}
