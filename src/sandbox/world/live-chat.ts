import type { Schemas } from '../api-types';
import { balanceOf } from './balances';
import { formatPrice } from '../../shared/format/numbers';
import { href } from '../../shared/routing/paths';
import { pick, text, type Language, type Text } from './i18n';
import type { Subscriber } from './subscribers';
import type { World } from './index';

/**
 * The live chat service's stand-in (campaign seed §6, assumed calls in spec/api/live-chat.yaml): a
 * scripted agent of the configured group who greets the subscriber by name and answers a few common
 * questions from the subscriber's own data; anything else is acknowledged and quoted back.
 */
export interface ChatState {
  id: string;
  msisdn: string;
  group: string;
  messages: Schemas['LiveChatMessage'][];
}

/** The agents of the chat groups (config LiveChatGroup); an unknown group gets the first. */
const AGENTS: Record<string, string> = { '3': 'Eglė', '1': 'Mantas' };

/** Chats per world, so a reset world starts without any (kept beside the world, not in it). */
const chatsByWorld = new WeakMap<World, Map<string, ChatState>>();

export function chatsOf(world: World): Map<string, ChatState> {
  let chats = chatsByWorld.get(world);
  if (!chats) chatsByWorld.set(world, (chats = new Map<string, ChatState>()));
  return chats;
}

export const agentOf = (group: string): string => AGENTS[group] ?? Object.values(AGENTS)[0]!;

/** The chat token GET /live-chat/token issues: it names the account, so a chat knows whose it is. */
export const chatTokenPrefix = (subscriber: Subscriber): string => `lc-${subscriber.accountId}-`;

function message(chat: ChatState, author: 'visitor' | 'agent', body: string, at: Date): Schemas['LiveChatMessage'] {
  const entry = { id: `${chat.id}-${chat.messages.length + 1}`, author, text: body, sentAt: at.toISOString() };
  chat.messages.push(entry);
  return entry;
}

export function startChat(world: World, subscriber: Subscriber, group: string, language: Language): ChatState {
  const chats = chatsOf(world);
  const chat: ChatState = { id: `chat-${chats.size + 1}`, msisdn: subscriber.msisdn, group, messages: [] };
  chats.set(chat.id, chat);
  const greeting = text(
    `Labas, ${subscriber.firstName}! Aš – ${agentOf(group)}, Pulso konsultantė. Kuo galiu padėti?`,
    `Hello, ${subscriber.firstName}! I'm ${agentOf(group)} from Pulsas customer care. How can I help?`,
    `Здравствуйте, ${subscriber.firstName}! Я ${agentOf(group)}, консультант Pulsas. Чем могу помочь?`,
  );
  message(chat, 'agent', pick(greeting, language), world.clock());
  return chat;
}

/** Lower case without diacritics, so "Likutis", "likutį" and "LIKUTIS" match one keyword. */
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function reply(world: World, subscriber: Subscriber, said: string): Text {
  const words = plain(said);
  if (/likut|balans|balance|баланс/.test(words)) {
    const { amount } = balanceOf(world.balances, subscriber.msisdn, subscriber.customerType === 'postpaid');
    if (amount === null) {
      return text(
        'Tavo numeriui išrašome mėnesio sąskaitą, tad išankstinio likučio nėra.',
        'Your number is billed monthly, so it has no prepaid balance.',
        'Ваш номер оплачивается по ежемесячному счёту, предоплаченного баланса нет.',
      );
    }
    return text(
      `Tavo sąskaitos likutis – ${formatPrice(amount, 'lt')}.`,
      `Your balance is ${formatPrice(amount, 'en')}.`,
      `Ваш баланс – ${formatPrice(amount, 'ru')}.`,
    );
  }
  if (/papild|top.?up|пополн/.test(words)) {
    return text(
      `Sąskaitą gali papildyti čia: ${href('Refill', {}, 'lt')} – kortele, per banką ar papildymo kortele.`,
      `You can top up here: ${href('Refill', {}, 'en')} – by card, bank link or voucher.`,
      `Пополнить счёт можно здесь: ${href('Refill', {}, 'ru')} – картой, через банк или ваучером.`,
    );
  }
  if (/plan|тариф/.test(words)) {
    return text(
      `Visus planus rasi čia: ${href('Plans', {}, 'lt')}. Parašyk, kiek naudoji interneto, ir padėsiu išsirinkti.`,
      `All plans are here: ${href('Plans', {}, 'en')}. Tell me how much data you use and I'll help you choose.`,
      `Все тарифы здесь: ${href('Plans', {}, 'ru')}. Напишите, сколько интернета вы используете, и я помогу выбрать.`,
    );
  }
  if (/aciu|thank|спасибо/.test(words)) {
    return text('Visada prašom! Gražios dienos.', "You're welcome! Have a nice day.", 'Всегда пожалуйста! Хорошего дня.');
  }
  return text(
    `Gavau tavo žinutę: „${said}“. Pasitikslinu ir netrukus atsakysiu.`,
    `I got your message: "${said}". Let me check and I'll answer shortly.`,
    `Я получила ваше сообщение: «${said}». Уточню и скоро отвечу.`,
  );
}

/** The visitor's message and the agent's answer to it, in that order. */
export function sendMessage(
  world: World,
  chat: ChatState,
  subscriber: Subscriber,
  said: string,
  language: Language,
): Schemas['LiveChatMessage'][] {
  const now = world.clock();
  const mine = message(chat, 'visitor', said, now);
  const answer = message(chat, 'agent', pick(reply(world, subscriber, said), language), now);
  return [mine, answer];
}
