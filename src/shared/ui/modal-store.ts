import { useSyncExternalStore } from 'react';

export interface ModalEntry {
  id: string;
  /** Optional data for the modal (an error's texts, a dialog's value). */
  data?: unknown;
}

type Listener = () => void;

/**
 * The modals the app asks for by id (core seed §4: an error's or a success's popup, the logout question),
 * with their data, so any part of the app can open one that a layout renders. Whether it is on screen yet,
 * and the page's scroll lock, are modal-turn's: one modal at a time, whoever asks.
 */
export class ModalStore {
  private open: readonly ModalEntry[] = [];
  private readonly listeners = new Set<Listener>();

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

  getSnapshot = (): readonly ModalEntry[] => this.open;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private sync(): void {
    for (const listener of this.listeners) listener();
  }
}

export function useModal(store: ModalStore, id: string): ModalEntry | undefined {
  const open = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return open.find((m) => m.id === id);
}
