import { screens, type AccountScreenName, type ScreenName } from '@generated/screens';
import type { RouteRecord } from '@generated/routes';
import type { ScreenModule } from '@/shared/routing/screen';

type Load = () => Promise<ScreenModule>;

/**
 * A route's lazily loaded screen module, from the generated maps (generated/screens.ts): each screen is
 * its own chunk, so a public page never loads the dashboard's or the forms' code. The account screens'
 * map (screens-account.ts) comes with the first account page, so a public page does not carry it either.
 * Codegen fails when a route's screen has no component, so there is no fallback page here. The record's
 * `screen` is a plain string in the route table; codegen made it a ScreenName.
 */
export function screenOf(record: RouteRecord): Load {
  const name = record.screen as ScreenName;
  if (name in screens) return screens[name as Exclude<ScreenName, AccountScreenName>] as Load;
  return () => import('@generated/screens-account').then((m) => m.accountScreens[name as AccountScreenName]() as Promise<ScreenModule>);
}
