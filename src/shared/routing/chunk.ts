import * as constants from '@generated/constants';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading a part of the page failed or took too long');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/** Core §8: chunk loading gives up after 120 seconds with a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = constants.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
