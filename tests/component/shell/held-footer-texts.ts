type TextsModule = typeof import('@/shared/i18n/load-namespace');

/** Footer texts a test holds back, as on a slow network, until it releases them. */
export interface HeldTexts {
  waiting: (() => void)[];
}

export const releaseHeld = (held: HeldTexts): void => held.waiting.splice(0).forEach((release) => release());

/** The generated text loaders, with the `footer` namespace held until released (for vi.mock). */
export function holdingFooterTexts(original: TextsModule, held: HeldTexts): TextsModule {
  return {
    ...original,
    loadNamespace: (language, ns) =>
      ns !== 'footer'
        ? original.loadNamespace(language, ns)
        : new Promise((resolve) => held.waiting.push(() => resolve(original.loadNamespace(language, ns)))),
  };
}
