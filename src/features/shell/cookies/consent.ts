import * as app from '@generated/app';
import { now } from '@/shared/clock';
import { onPageStart } from '@/shared/page-state';

/**
 * The visitor's cookie consent (campaign seed §4), kept in local storage so a returning visitor is
 * never asked again. Necessary cookies are always on; nothing of another category (the chat vendor's
 * script: preferences; analytics: statistics; advertising: marketing) may load before its consent.
 * This module is part of every page, so it stays small: the banner and the settings load lazily.
 */
export type CookieCategory = 'preferences' | 'statistics' | 'marketing';

export const OPTIONAL_CATEGORIES: readonly CookieCategory[] = ['preferences', 'statistics', 'marketing'];

export interface CookieChoice {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  /** Whose banner the choice was made on: the consent manager's (its policy version) or the product's own. */
  source: 'manager' | 'own';
  version?: string;
  /** When it was made (ISO 8601). */
  at: string;
}

const KEY = app.cookies.consent.storageKey;

const storageOf = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked: the visitor is asked on every page, nothing optional loads
  }
};

/** The choice written as stored; the earlier form ('all' or 'necessary') is read too. Anything else is no choice. */
export function parseCookieChoice(value: string | null | undefined): CookieChoice | undefined {
  if (!value) return undefined;
  if (value === 'all' || value === 'necessary') {
    const all = value === 'all';
    return { preferences: all, statistics: all, marketing: all, source: 'own', at: '' };
  }
  try {
    const parsed = JSON.parse(value) as Partial<CookieChoice> | null;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const flag = (category: CookieCategory) => parsed[category] === true;
    return {
      preferences: flag('preferences'),
      statistics: flag('statistics'),
      marketing: flag('marketing'),
      source: parsed.source === 'manager' ? 'manager' : 'own',
      ...(typeof parsed.version === 'string' ? { version: parsed.version } : {}),
      at: typeof parsed.at === 'string' ? parsed.at : '',
    };
  } catch {
    return undefined;
  }
}

/** A choice that could not be stored (storage full or blocked) holds for this page. */
let unstored: string | null;

const rawChoice = (storage = storageOf()): string | null => {
  try {
    return storage?.getItem(KEY) ?? unstored;
  } catch {
    return unstored;
  }
};

export const readCookieChoice = (storage = storageOf()): CookieChoice | undefined => parseCookieChoice(rawChoice(storage));

export function hasConsent(category: CookieCategory, storage = storageOf()): boolean {
  return readCookieChoice(storage)?.[category] === true;
}

export interface ConsentState {
  choice: CookieChoice | undefined;
  /** The footer's cookie settings were asked for. */
  settingsOpen: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen: boolean;
let cached: { raw: string | null; settingsOpen: boolean; snapshot: ConsentState } | undefined;
// The page's (src/shared/page-state.ts).
onPageStart(() => {
  [unstored, settingsOpen, cached] = [null, false, undefined];
});

const emit = () => listeners.forEach((listener) => listener());

/**
 * The consent as React reads it (useSyncExternalStore): read from storage each time, so it is never
 * stale (another tab's choice arrives through the storage event), the same object while unchanged.
 */
export const consentStore = {
  getSnapshot: (): ConsentState => {
    const raw = rawChoice();
    if (!cached || cached.raw !== raw || cached.settingsOpen !== settingsOpen) {
      cached = { raw, settingsOpen, snapshot: { choice: parseCookieChoice(raw), settingsOpen } };
    }
    return cached.snapshot;
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** Stores the visitor's choice and tells every listener (the chat vendor's loader among them). */
  save(choice: Omit<CookieChoice, 'at'>, storage = storageOf()): void {
    const value = JSON.stringify({ ...choice, at: now().toISOString() } satisfies CookieChoice);
    try {
      if (!storage) throw new Error('no storage');
      storage.setItem(KEY, value);
      unstored = null;
    } catch {
      unstored = value;
    }
    settingsOpen = false;
    emit();
  },
  openSettings(): void {
    settingsOpen = true;
    emit();
  },
  closeSettings(): void {
    settingsOpen = false;
    emit();
  },
};
