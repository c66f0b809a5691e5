import { useSyncExternalStore } from 'react';

export interface ModalEntry {
  id: string;
  /** Optional data for the modal (an error's texts, a dialog's value). */
  data?: unknown;
}

type Listener = () => void;

/**
 * Modals open and close by id (core seed §4). Each open modal locks page scroll; the lock is counted,
 * so closing one of two open modals keeps the page locked.
 */
export class ModalStore {
  private open: readonly ModalEntry[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly root: HTMLElement | undefined = typeof document === 'undefined' ? undefined : document.documentElement) {}

  show(id: string, data?: unknown): void {
    if (this.open.some((m) => m.id === id)) this.open = this.open.map((m) => (m.id === id ? { id, data } : m));
    else this.open = [...this.open, { id, data }];
    this.sync();
  }

  hide(id: string): void {
    if (!this.open.some((m) => m.id === id)) return;
    this.open = this.open.filter((m) => m.id !== id);
    this.sync();
  }

  isOpen(id: string): boolean {
    return this.open.some((m) => m.id === id);
  }

  get lockCount(): number {
    return this.open.length;
  }

  getSnapshot = (): readonly ModalEntry[] => this.open;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private sync(): void {
    this.root?.classList.toggle('scroll-locked', this.open.length > 0);
    for (const listener of this.listeners) listener();
  }
}

export function useModal(store: ModalStore, id: string): ModalEntry | undefined {
  const open = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return open.find((m) => m.id === id);
}
