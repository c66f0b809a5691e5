import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { agentOf, chatsOf, chatTokenPrefix, sendMessage, startChat } from '../world/live-chat';

/**
 * Live chat: a chat token naming the subscriber, so the agent sees who writes; and the portal's own
 * chat panel's calls (assumed): a chat with a scripted agent of the configured group.
 */
export function liveChatHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/live-chat/token', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const issued = Math.floor(world.clock().getTime() / 1000).toString(36);
      return response(200).json({ token: `${chatTokenPrefix(subscriber)}${issued}` });
    }),
    api.post('/live-chat/chats', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { token, license, group } = await readBody(request, 'LiveChatStart');
      if (!token.startsWith(chatTokenPrefix(subscriber))) throw exception(400, 'LiveChatTokenException');
      if (license !== world.configs.get('LiveChatLicense')) throw exception(400, 'LiveChatLicenseException');
      const chat = startChat(world, subscriber, group, language);
      return response(201).json({ chatId: chat.id, agentName: agentOf(chat.group), messages: chat.messages });
    }),
    api.post('/live-chat/chats/{chatId}/messages', async ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const chat = chatsOf(world).get(params.chatId);
      if (!chat || chat.msisdn !== subscriber.msisdn) throw notFound('The chat');
      const { text } = await readBody(request, 'LiveChatMessageRequest');
      const said = text.trim();
      if (!said) throw exception(400, 'LiveChatEmptyMessageException');
      return response(200).json(sendMessage(world, chat, subscriber, said, language));
    }),
  ];
}
