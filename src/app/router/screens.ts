import { screens, type ScreenName } from '@generated/screens';
import type { RouteRecord } from '@generated/routes';
import type { ScreenModule } from '@/shared/routing/screen';

type Load = () => Promise<ScreenModule>;

/**
 * A route's lazily loaded screen module, from the generated map (generated/screens.ts): each screen is
 * its own chunk, so a public page never loads the dashboard's or the forms' code. Codegen fails when a
 * route's screen has no component, so there is no fallback page here. The record's `screen` is a plain
 * string in the route table; codegen made it a ScreenName.
 */
export function screenOf(record: RouteRecord): Load {
  const load: Load = screens[record.screen as ScreenName];
  return load;
}
