import { addDays, isoDate } from './time';

export interface IncidentDayState {
  date: string;
  malicious: number;
  malware: number;
  phishing: number;
}

/** A small deterministic generator, so each number always shows the same statistics. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Blocked threats per day between `from` and `to` (inclusive) for one number: mostly quiet days with
 * occasional phishing bursts, like real browsing-protection statistics.
 */
export function incidentDays(msisdn: string, from: Date, to: Date): IncidentDayState[] {
  const days: IncidentDayState[] = [];
  for (let day = from; day.getTime() <= to.getTime() && days.length < 366; day = addDays(day, 1)) {
    const random = seeded(Number(msisdn) + Math.floor(day.getTime() / 86_400_000));
    days.push({
      date: isoDate(day),
      malicious: Math.floor(random() * 3),
      malware: random() < 0.2 ? 1 : 0,
      phishing: random() < 0.15 ? 2 + Math.floor(random() * 6) : Math.floor(random() * 2),
    });
  }
  return days;
}
