import { cookiesOf, SESSION_COOKIE, type SandboxContext } from './context';
import { bearerOf, decodeToken } from './tokens';
import { createWorld, type World } from './world';

/**
 * Worlds by session id, least recently used dropped first: a long-running `npm start` with many
 * browser contexts (each e2e test gets one) keeps memory bounded.
 */
export class WorldStore {
  private readonly worlds = new Map<string, World>();

  constructor(
    private readonly create: (at?: Date) => World,
    private readonly capacity = 200,
  ) {}

  get(id: string, at?: Date): World {
    let world = this.worlds.get(id);
    if (world) {
      this.worlds.delete(id); // re-insert: a Map iterates in insertion order, so the first key is the LRU
    } else {
      world = this.create(at);
    }
    this.worlds.set(id, world);
    while (this.worlds.size > this.capacity) this.worlds.delete(this.worlds.keys().next().value!);
    return world;
  }

  /** A fresh world for the session, built around `at` (default: the context's now). */
  reset(id: string, at?: Date): World {
    this.worlds.delete(id);
    return this.get(id, at);
  }

  clear(): void {
    this.worlds.clear();
  }

  get size(): number {
    return this.worlds.size;
  }

  /** The world that issued a token (by its jti), whatever cookie the request carries. */
  issuerOf(jti: string): World | undefined {
    for (const world of this.worlds.values()) if (world.auth.tokens.has(jti)) return world;
    return undefined;
  }
}

interface ContextSettings {
  tokenTtlSeconds: number;
  slowDelayMs: number;
  now: () => Date;
}

/** One world for every request: component tests, where `reset()` starts the next test afresh. */
export function singleWorldContext(settings: ContextSettings): SandboxContext & { reset(): void } {
  let world = createWorld(settings.now());
  return {
    tokenTtlSeconds: settings.tokenTtlSeconds,
    slowDelayMs: settings.slowDelayMs,
    world: () => world,
    resetWorld: (_request, at) => (world = createWorld(at ?? settings.now())),
    reset: () => void (world = createWorld(settings.now())),
  };
}

/**
 * A world per `sandbox-session` cookie. Requests without the cookie share an "anonymous" world;
 * the Node adapter gives every browser a cookie before the handlers run, so that only happens when
 * the handlers are used without it.
 */
export function perSessionContext(settings: ContextSettings, capacity?: number): SandboxContext & { reset(): void; store: WorldStore } {
  const store = new WorldStore((at) => createWorld(at ?? settings.now()), capacity);
  const idOf = (request: Request) => cookiesOf(request)[SESSION_COOKIE] || 'anonymous';
  return {
    tokenTtlSeconds: settings.tokenTtlSeconds,
    slowDelayMs: settings.slowDelayMs,
    store,
    // A browser's first page fires several calls before any of them has set the cookie, so they may
    // land in different worlds and the browser keeps the last cookie. A token stays with the world
    // that issued it, so a login never "disappears" into another world.
    world: (request) => {
      const bearer = bearerOf(request);
      const jti = bearer ? decodeToken(bearer)?.jti : undefined;
      return (jti && store.issuerOf(jti)) || store.get(idOf(request));
    },
    resetWorld: (request, at) => store.reset(idOf(request), at),
    reset: () => store.clear(),
  };
}
