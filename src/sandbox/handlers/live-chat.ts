import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { requireCaller } from '../guard';
import { api } from '../http';

/** A chat token naming the subscriber, so the agent sees who writes. */
export function liveChatHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/live-chat/token', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const issued = Math.floor(world.clock().getTime() / 1000).toString(36);
      return response(200).json({ token: `lc-${subscriber.accountId}-${issued}` });
    }),
  ];
}
