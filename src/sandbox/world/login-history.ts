import { between, oneOf, seededRandom } from './seeded-random';
import type { LoginRecord, Subscriber } from './subscribers';
import { addDays, addMinutes } from './time';

/** A login with the device it was made from (the settings tab prisijungimu-istorija). */
export interface HistoryEntry extends LoginRecord {
  device: string | null;
}

/** How far back the history goes (LoginHistoryPage: "the last 90 days"). */
export const HISTORY_DAYS = 90;

const DEVICES: Record<LoginRecord['channel'], readonly string[]> = {
  web: ['Chrome 131 · Windows 11', 'Safari 18 · macOS 15', 'Firefox 133 · Ubuntu 24.04', 'Chrome 131 · Android 14'],
  app: ['Pulso programėlė 5.12 · Android 14', 'Pulso programėlė 5.12 · iOS 18'],
  'sms-challenge': ['Safari 18 · iOS 18', 'Chrome 131 · Android 14'],
  'auto-login': ['Chrome 131 · Android 14'],
};

const IPS = ['78.56.12.34', '88.119.144.7', '213.226.131.45', '84.15.180.22'];

/**
 * Earlier logins of the demo subscribers with an account, from 10 to 90 days back, so the history has
 * more than one page. The newest logins are the subscriber's own `loginHistory` (the seeds and every login
 * made in the sandbox), which the history handler puts first.
 */
export function createLoginHistory(now: Date, subscribers: Map<string, Subscriber>): Map<string, HistoryEntry[]> {
  const history = new Map<string, HistoryEntry[]>();
  for (const subscriber of subscribers.values()) {
    if (!subscriber.password) continue;
    const random = seededRandom(`logins-${subscriber.msisdn}`);
    const entries: HistoryEntry[] = [];
    const count = subscriber.msisdn === '61234567' ? 24 : between(random, 4, 9);
    const home = oneOf(random, IPS);
    for (let i = 0; i < count; i++) {
      const daysAgo = 10 + Math.floor(((HISTORY_DAYS - 11) * i) / count) + between(random, 0, 2);
      const channel = random() < 0.35 ? 'app' : random() < 0.9 ? 'web' : 'sms-challenge';
      const success = random() > 0.1;
      entries.push({
        at: addMinutes(addDays(now, -daysAgo), -between(random, 0, 600)),
        channel,
        success,
        ipAddress: channel === 'app' && random() < 0.5 ? null : random() < 0.8 ? home : oneOf(random, IPS),
        device: oneOf(random, DEVICES[channel]),
      });
    }
    history.set(subscriber.msisdn, entries);
  }
  return history;
}

/** Every login of the last 90 days, newest first: the subscriber's recent ones, then the earlier ones. */
export function loginsOf(subscriber: Subscriber, earlier: readonly HistoryEntry[] | undefined, now: Date): HistoryEntry[] {
  const since = addDays(now, -HISTORY_DAYS).getTime();
  const recent = subscriber.loginHistory.map((login) => ({ ...login, device: login.device ?? null }));
  return [...recent, ...(earlier ?? [])].filter((login) => login.at.getTime() >= since).sort((a, b) => b.at.getTime() - a.at.getTime());
}
