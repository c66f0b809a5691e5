import * as constants from '@generated/constants';

/** Core §4: a random hero image from 1 to refillHeroImages (3); `random` is Math.random's range [0, 1). */
export function heroImageNumber(random: number = Math.random()): number {
  const count = constants.refillHeroImages;
  return Math.min(count, Math.max(1, Math.floor(random * count) + 1));
}

export const heroImageSrc = (n: number) => `/images/refill-hero-${n}.svg`;
