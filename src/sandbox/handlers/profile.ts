import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes, exception } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { EMAIL_LINK_VALID_HOURS, nextSecret, send } from '../world/auth-state';
import { languageOf } from '../world/i18n';
import { returnPath } from '../world/return-paths';
import type { World } from '../world';
import { loginsOf } from '../world/login-history';
import type { Subscriber } from '../world/subscribers';

/** The newsletter preference is the profile address being on the newsletter list (footer signups too). */
function profileOf(world: World, s: Subscriber) {
  return {
    msisdn: s.msisdn,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    isEmailValidated: s.isEmailValidated,
    language: s.language,
    contactPhone: s.contactPhone,
    newsletter: !!s.email && world.newsletter.has(s.email.toLowerCase()),
  };
}

/** Settings: profile, e-mail confirmation link, password change, login history. */
export function profileHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/profile/v2/user', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json(profileOf(world, subscriber));
    }),

    api.put('/profile/user', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const body = await readBody(request, 'ProfileUpdate');
      const email = body.email?.trim() || null;
      const wanted = body.newsletter ?? profileOf(world, subscriber).newsletter;
      if (wanted && !email) throw errorCodes(400, { code: 'EmailMissing', message: 'The newsletter needs an e-mail address' });
      // a new address is unconfirmed until its link is opened; the newsletter follows the address
      if (email?.toLowerCase() !== subscriber.email?.toLowerCase()) {
        subscriber.isEmailValidated = false;
        if (subscriber.email) world.newsletter.delete(subscriber.email.toLowerCase());
      }
      subscriber.email = email;
      subscriber.language = body.language;
      if (body.contactPhone !== undefined) subscriber.contactPhone = body.contactPhone;
      if (email) {
        if (wanted) world.newsletter.add(email.toLowerCase());
        else world.newsletter.delete(email.toLowerCase());
      }
      return response(200).json(profileOf(world, subscriber));
    }),

    api.post('/profile/email/validate', async ({ request, response }) => {
      const world = ctx.world(request);
      const { U, H } = await readBody(request, 'EmailValidationRequest');
      const link = world.auth.emailLinks.get(H);
      const subscriber = link ? world.subscribers.get(link.msisdn) : undefined;
      // the link is void once the address changed after it was sent
      if (!link || !subscriber || subscriber.accountId !== U || subscriber.email !== link.email) {
        throw exception(400, 'InvalidConfirmationLinkException');
      }
      // the same link again (the page reloaded, the mail opened twice) confirms nothing new and says so
      if (link.usedAt && subscriber.isEmailValidated) return response(204).empty();
      if (world.clock().getTime() - link.sentAt.getTime() > EMAIL_LINK_VALID_HOURS * 60 * 60 * 1000) {
        throw exception(400, 'ConfirmationLinkExpiredException');
      }
      subscriber.isEmailValidated = true;
      link.usedAt = world.clock();
      // a confirmed address makes every other link to it void
      for (const [other, candidate] of world.auth.emailLinks)
        if (other !== H && candidate.msisdn === link.msisdn) world.auth.emailLinks.delete(other);
      return response(204).empty();
    }),

    api.post('/profile/email/validate/send', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      if (!subscriber.email) throw errorCodes(400, { code: 'EmailMissing', message: 'The profile has no e-mail address' });
      const H = nextSecret(world.auth, 'em-');
      world.auth.emailLinks.set(H, { msisdn: subscriber.msisdn, email: subscriber.email, sentAt: world.clock() });
      const link = returnPath('emailConfirmation', languageOf(request), { U: subscriber.accountId, H });
      send(world.auth, world.clock(), 'email', subscriber.email, `Patvirtink el. pašto adresą: ${link}`);
      return response(204).empty();
    }),

    api.put('/profile/password', async ({ request, response }) => {
      const { subscriber } = requireCaller(ctx, request);
      const { currentPassword, newPassword } = await readBody(request, 'PasswordChangeRequest');
      if (subscriber.password !== currentPassword) throw exception(400, 'InvalidPasswordException');
      subscriber.password = newPassword;
      subscriber.remindPasswordChange = false;
      subscriber.mustChangePassword = false;
      return response(204).empty();
    }),

    api.get('/profile/login-history', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const query = new URL(request.url).searchParams;
      const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
      const pageSize = Math.min(50, Math.max(1, Math.floor(Number(query.get('pageSize') ?? 10)) || 10));
      const all = loginsOf(subscriber, world.loginHistory.get(subscriber.msisdn), world.clock());
      return response(200).json({
        page,
        pageSize,
        total: all.length,
        items: all.slice((page - 1) * pageSize, page * pageSize).map((login) => ({
          date: login.at.toISOString(),
          channel: login.channel,
          success: login.success,
          ipAddress: login.ipAddress,
          device: login.device,
        })),
      });
    }),
  ];
}
