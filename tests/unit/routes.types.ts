// Compile-time checks of href(): `npm run typecheck` fails if any @ts-expect-error stops being an error.
import { href } from '@/shared/routing/paths';

href('Refill');
href('RefillResult', { status: 'success' }, 'en', { transactionId: 'T1' });
href('Help', {}, 'ru');

// @ts-expect-error: unknown route key
href('Refil');
// @ts-expect-error: missing required param
href('RefillResult', {}, 'lt');
// @ts-expect-error: params missing entirely on a route that has a required one
href('RefillResult');
// @ts-expect-error: a value outside the param's closed set
href('RefillResult', { status: 'pending' });
// @ts-expect-error: a query parameter the route does not read
href('Refill', {}, 'lt', { campaign: 'x' });
// @ts-expect-error: not a site language
href('Refill', {}, 'ua');
