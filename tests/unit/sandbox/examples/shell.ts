import type { Examples, ExampleEnv } from './types';

/** A chat token of the logged-in caller and the demo world's configured licence and group. */
async function chatStart(env: ExampleEnv) {
  const response = await env.call('GET', '/live-chat/token', { token: env.token });
  if (!response.ok) throw new Error(`live chat token answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { token, license: env.world.configs.get('LiveChatLicense')!, group: env.world.configs.get('LiveChatGroup')! };
}

/** Valid calls of the shell's operations (live chat; the newsletter's are with the campaign side's). */
export const shellExamples: Examples = {
  startLiveChat: { status: 201, prepare: async (env) => ({ body: await chatStart(env) }) },
  sendLiveChatMessage: {
    prepare: async (env) => {
      const response = await env.call('POST', '/live-chat/chats', { token: env.token, body: await chatStart(env) });
      if (response.status !== 201) throw new Error(`live chat start answered ${response.status}`);
      const { chatId } = (await response.json()) as { chatId: string };
      return { params: { chatId }, body: { text: 'Koks mano likutis?' } };
    },
  },
};
