import { text, type Text } from './i18n';

/** Plan 1, Vas 2, Physical 3, PhysicalSpecial 4 (the phone), Nothing 5 (campaign seed §3). */
export type RefillPrizeType = 1 | 2 | 3 | 4 | 5;

export const REFILL_PRIZE_TYPE = { Plan: 1, Vas: 2, Physical: 3, PhysicalSpecial: 4, Nothing: 5 } as const;

export interface RefillPrize {
  id: number;
  typeId: RefillPrizeType;
  name: Text;
  /** A headline prize the result screen celebrates. */
  isSpecial: boolean;
}

/** The "6000 prizų" catalogue: at least one prize of every type, so every result screen can be seen. */
export const REFILL_PRIZES: readonly RefillPrize[] = [
  {
    id: 101,
    typeId: 1,
    isSpecial: false,
    name: text('Neribotas internetas 7 d.', 'Unlimited data for 7 days', 'Безлимитный интернет на 7 дней'),
  },
  {
    id: 201,
    typeId: 2,
    isSpecial: false,
    name: text('Naršymo apsauga 3 mėn.', 'Browsing protection for 3 months', 'Защита в интернете на 3 месяца'),
  },
  {
    id: 202,
    typeId: 2,
    isSpecial: false,
    name: text('Muzikos platforma 1 mėn.', 'Music streaming for 1 month', 'Музыкальный сервис на 1 месяц'),
  },
  { id: 301, typeId: 3, isSpecial: false, name: text('Pulsas kuprinė', 'Pulsas backpack', 'Рюкзак Pulsas') },
  {
    id: 401,
    typeId: 4,
    isSpecial: true,
    name: text('Išmanusis telefonas Samsung Galaxy A56', 'Samsung Galaxy A56 smartphone', 'Смартфон Samsung Galaxy A56'),
  },
  { id: 501, typeId: 5, isSpecial: false, name: text('Šį kartą be prizo', 'No prize this time', 'В этот раз без приза') },
];

export function refillPrize(id: number): RefillPrize {
  const prize = REFILL_PRIZES.find((candidate) => candidate.id === id);
  if (!prize) throw new Error(`No refill prize ${id}`);
  return prize;
}

/**
 * Prizes new refills draw, in turn. The real draw is random with 6000 prizes in the pool; a fixed
 * cycle keeps the sandbox reproducible while still showing misses more often than the phone. A new
 * world's first refill wins the backpack, so the whole path (roll, delivery form) can be tried at once.
 */
export const DRAW_CYCLE: readonly number[] = [301, 101, 501, 201, 501, 202, 101, 501, 401];
