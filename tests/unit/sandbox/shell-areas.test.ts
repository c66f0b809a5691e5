import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, PREPAID, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });

interface Message {
  author: 'visitor' | 'agent';
  text: string;
}

async function startChat(sandbox: ReturnType<typeof fresh>, msisdn = PREPAID) {
  const token = await login(sandbox, msisdn);
  const { token: chatToken } = (await (await call(sandbox, 'GET', '/live-chat/token', { token })).json()) as { token: string };
  const response = await call(sandbox, 'POST', '/live-chat/chats', { token, body: { token: chatToken, license: '17283946', group: '3' } });
  return { token, chatToken, response };
}

describe('sandbox live chat (campaign seed §6, assumed calls)', () => {
  it('starts a chat whose agent greets the subscriber by name', async () => {
    const { response } = await startChat(fresh());
    expect(response.status).toBe(201);
    const chat = (await response.json()) as { chatId: string; agentName: string; messages: Message[] };
    expect(chat.agentName).toBe('Eglė');
    expect(chat.messages).toEqual([
      expect.objectContaining({ author: 'agent', text: 'Labas, Rūta! Aš – Eglė, Pulso konsultantė. Kuo galiu padėti?' }),
    ]);
  });

  it("answers from the subscriber's data, and quotes back what it has no script for", async () => {
    const sandbox = fresh();
    const { token, response } = await startChat(sandbox);
    const { chatId } = (await response.json()) as { chatId: string };
    const say = async (text: string) =>
      (await (await call(sandbox, 'POST', `/live-chat/chats/${chatId}/messages`, { token, body: { text } })).json()) as Message[];
    expect(await say('Koks mano LIKUTIS?')).toEqual([
      expect.objectContaining({ author: 'visitor', text: 'Koks mano LIKUTIS?' }),
      expect.objectContaining({ author: 'agent', text: 'Tavo sąskaitos likutis – 12,45 €.' }),
    ]);
    expect((await say('Kaip papildyti?'))[1]!.text).toContain('/papildymas');
    expect((await say('Ačiū'))[1]!.text).toBe('Visada prašom! Gražios dienos.');
    expect((await say('Ar veikia 5G Nidoje?'))[1]!.text).toBe(
      'Gavau tavo žinutę: „Ar veikia 5G Nidoje?“. Pasitikslinu ir netrukus atsakysiu.',
    );
  });

  it("refuses another subscriber's chat token, an unknown licence and another subscriber's chat", async () => {
    const sandbox = fresh();
    const { chatToken, response } = await startChat(sandbox);
    const { chatId } = (await response.json()) as { chatId: string };
    const other = await login(sandbox, '61234568');
    expect(
      await (
        await call(sandbox, 'POST', '/live-chat/chats', { token: other, body: { token: chatToken, license: '17283946', group: '3' } })
      ).json(),
    ).toEqual({ Exception: 'LiveChatTokenException' });
    const own = ((await (await call(sandbox, 'GET', '/live-chat/token', { token: other })).json()) as { token: string }).token;
    expect((await call(sandbox, 'POST', '/live-chat/chats', { token: other, body: { token: own, license: '1', group: '3' } })).status).toBe(
      400,
    );
    expect((await call(sandbox, 'POST', `/live-chat/chats/${chatId}/messages`, { token: other, body: { text: 'Labas' } })).status).toBe(
      404,
    );
    expect((await call(sandbox, 'POST', '/live-chat/chats', { body: { token: own, license: '17283946', group: '3' } })).status).toBe(401);
  });
});

describe('sandbox cookie consent manager (GET /consent/cookies, assumed)', () => {
  it("answers the banner and its categories in the request's language, to anyone", async () => {
    const lt = (await (await call(fresh(), 'GET', '/consent/cookies')).json()) as {
      title: string;
      policyUrl: string;
      categories: { id: string; required: boolean }[];
    };
    expect(lt.title).toBe('Tavo privatumas Pulse');
    expect(lt.policyUrl).toBe('/privatumo-politika');
    expect(lt.categories.map((c) => [c.id, c.required])).toEqual([
      ['necessary', true],
      ['preferences', false],
      ['statistics', false],
      ['marketing', false],
    ]);
    const en = (await (await call(fresh(), 'GET', '/consent/cookies', { language: 'en' })).json()) as { title: string; policyUrl: string };
    expect(en).toMatchObject({ title: 'Your privacy at Pulsas', policyUrl: '/en/privacy-policy' });
  });
});

describe('sandbox newsletter invitation banner', () => {
  it("leads to the footer's newsletter form in the request's language", async () => {
    const find = async (language: 'lt' | 'en' | 'ru') =>
      (
        (await (await call(fresh(), 'GET', '/feature-management/information-banners', { language })).json()) as {
          id: string;
          buttonUrl: string | null;
          buttonText: string | null;
        }[]
      ).find((banner) => banner.id === 'newsletter-invite')!;
    expect(await find('lt')).toMatchObject({ buttonUrl: '/#naujienlaiskis', buttonText: 'Užsiprenumeruoti' });
    expect((await find('en')).buttonUrl).toMatch(/^\/en\/?#naujienlaiskis$/);
    expect((await find('ru')).buttonUrl).toMatch(/^\/ru\/?#naujienlaiskis$/);
  });
});
