import type { Schemas } from '../api-types';
import { campaignRecord, isRunning } from './campaigns';
import { text, type Language, type Text } from './i18n';
import type { World } from './index';
import { media } from './media';
import { addDays } from './time';

/**
 * Prize-draw campaigns (kind `draw`, spec/api/campaign-draw.yaml): the summer 2023 game `shake`. Each
 * purchase of a campaign item gives one draw; a draw wins a prize of a fixed cycle (or nothing). The
 * state hangs off its world (a WeakMap), so a fresh world is a fresh game.
 */
export interface DrawItem {
  id: number;
  name: Text;
  description: Text;
  price: number;
  oldPrice: number | null;
  image: string | null;
  isActive: boolean;
}

export interface DrawRecord {
  drawId: string;
  msisdn: string;
  purchaseId: string;
  prize: Text | null;
  status: 'ready' | 'drawn';
  drawnAt: Date | null;
}

export interface WinnerRecord {
  date: string;
  msisdn: string;
  prize: Text;
}

export interface DrawCampaignState {
  purchases: { purchaseId: string; msisdn: string; itemId: number; price: number; at: Date }[];
  draws: Map<string, DrawRecord>;
  /** Draws made so far: position in the prize cycle. */
  drawn: number;
  serial: number;
}

const PRIZES = {
  earphones: text('Belaidės ausinės JBL Tune 520BT', 'JBL Tune 520BT wireless earphones', 'Беспроводные наушники JBL Tune 520BT'),
  watch: text('Išmanusis laikrodis Xiaomi Smart Band 8', 'Xiaomi Smart Band 8 smartwatch', 'Умные часы Xiaomi Smart Band 8'),
  data: text('10 GB mobiliojo interneto', '10 GB of mobile data', '10 ГБ мобильного интернета'),
  discount: text('50 % nuolaida Pulso planui', '50% off a Pulsas plan', 'Скидка 50 % на тарифный план Pulsas'),
} as const;

/** What the next draws win, in turn (null: nothing this time). */
export const DRAW_PRIZE_CYCLE: readonly (Text | null)[] = [PRIZES.data, null, PRIZES.earphones, PRIZES.discount, null, PRIZES.watch];

/** The items the summer game sold (2023 prices). */
export const SUMMER_ITEMS: readonly DrawItem[] = [
  {
    id: 1,
    name: text('Vasaros SIM rinkinys', 'Summer SIM starter pack', 'Летний стартовый пакет SIM'),
    description: text(
      'SIM kortelė su 5 € likučiu ir 5 GB interneto.',
      'A SIM card with €5 credit and 5 GB of data.',
      'SIM-карта с балансом 5 € и 5 ГБ интернета.',
    ),
    price: 3,
    oldPrice: 5,
    image: 'devices/summer-sim',
    isActive: true,
  },
  {
    id: 2,
    name: text('Telefono dėklas „Paplūdimys“', '“Beach” phone case', 'Чехол для телефона «Пляж»'),
    description: text(
      'Vandeniui atsparus dėklas telefonui iki 6,7 colio.',
      'A waterproof case for phones up to 6.7 inches.',
      'Водонепроницаемый чехол для телефонов до 6,7 дюйма.',
    ),
    price: 9.99,
    oldPrice: 14.99,
    image: 'devices/summer-case',
    isActive: true,
  },
  {
    id: 3,
    name: text('Nešiojamas kroviklis 10 000 mAh', '10,000 mAh power bank', 'Портативный аккумулятор 10 000 мАч'),
    description: text(
      'Kad telefonas neišsikrautų paplūdimyje.',
      'So your phone keeps going at the beach.',
      'Чтобы телефон не разрядился на пляже.',
    ),
    price: 19.99,
    oldPrice: 29.99,
    image: 'devices/summer-powerbank',
    isActive: false,
  },
];

/** Past winners, as published after each week's draws. */
export const SUMMER_WINNERS: readonly WinnerRecord[] = [
  { date: '2023-08-31', msisdn: '6*****41', prize: PRIZES.watch },
  { date: '2023-08-24', msisdn: '6*****08', prize: PRIZES.earphones },
  { date: '2023-08-10', msisdn: '6*****73', prize: PRIZES.discount },
  { date: '2023-07-20', msisdn: '6*****19', prize: PRIZES.earphones },
  { date: '2023-06-29', msisdn: '6*****56', prize: PRIZES.watch },
];

/** Draw campaigns the sandbox knows, by the API's campaign name. */
export const DRAW_CAMPAIGNS: Readonly<Record<string, { items: readonly DrawItem[]; winners: readonly WinnerRecord[] }>> = {
  shake: { items: SUMMER_ITEMS, winners: SUMMER_WINNERS },
};

const states = new WeakMap<World, Map<string, DrawCampaignState>>();

export function drawCampaignState(world: World, name: string): DrawCampaignState {
  let byName = states.get(world);
  if (!byName) states.set(world, (byName = new Map<string, DrawCampaignState>()));
  let state = byName.get(name);
  if (!state) byName.set(name, (state = { purchases: [], draws: new Map(), drawn: 0, serial: 0 }));
  return state;
}

/** Open for purchases and draws: the API's campaign record is Active and now is inside its window. */
export function isDrawCampaignOpen(world: World, name: string): boolean {
  const record = campaignRecord(world, name as Schemas['CampaignName']);
  return record?.status === 1 && isRunning(record, world.clock());
}

export function itemOf(item: DrawItem, language: Language): Schemas['CampaignItem'] {
  return {
    id: item.id,
    name: item.name[language],
    description: item.description[language],
    price: item.price,
    oldPrice: item.oldPrice,
    imageUrl: item.image ? media(item.image) : null,
    isActive: item.isActive,
  };
}

export function drawOf(draw: DrawRecord, language: Language): Schemas['CampaignDraw'] {
  return {
    drawId: draw.drawId,
    status: draw.status,
    prize: draw.prize ? draw.prize[language] : null,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
  };
}

/** A purchase and the draw it gives. */
export function addPurchase(world: World, name: string, msisdn: string, item: DrawItem): { purchaseId: string; drawId: string } {
  const state = drawCampaignState(world, name);
  state.serial += 1;
  const purchaseId = `P-${state.serial}`;
  const drawId = `D-${state.serial}`;
  state.purchases.push({ purchaseId, msisdn, itemId: item.id, price: item.price, at: world.clock() });
  state.draws.set(drawId, { drawId, msisdn, purchaseId, prize: null, status: 'ready', drawnAt: null });
  return { purchaseId, drawId };
}

/** Draws a ready draw: the next prize of the cycle (or nothing). */
export function draw(world: World, name: string, record: DrawRecord): DrawRecord {
  const state = drawCampaignState(world, name);
  record.prize = DRAW_PRIZE_CYCLE[state.drawn % DRAW_PRIZE_CYCLE.length] ?? null;
  state.drawn += 1;
  record.status = 'drawn';
  record.drawnAt = world.clock();
  return record;
}

/** A world built inside the summer game gets the demo customer's one ready draw (a purchase two days before). */
export function seedDemoDraw(world: World, name: string): void {
  const state = drawCampaignState(world, name);
  if (state.serial > 0 || !isDrawCampaignOpen(world, name)) return;
  addPurchase(world, name, '61234567', SUMMER_ITEMS[0]!);
  state.purchases[0]!.at = addDays(world.clock(), -2);
}
