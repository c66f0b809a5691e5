import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { api } from '../http';
import { readBody } from '../request-body';
import { send } from '../world/auth-state';

/** Newsletter signup: an address is subscribed once; the welcome mail lands in the sandbox outbox. */
export function newsletterHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post('/user-information/newsletter/order', async ({ request, response }) => {
      const world = ctx.world(request);
      const email = (await readBody(request, 'NewsletterOrder')).email.trim().toLowerCase();
      if (world.newsletter.has(email)) throw exception(400, 'NewsletterAlreadySubscribedException', [email]);
      world.newsletter.add(email);
      send(world.auth, world.clock(), 'email', email, 'Pulso naujienlaiškis: ačiū, kad užsiprenumeravai!');
      return response(204).empty();
    }),
  ];
}
