import type { World } from './index';
import { pick, text, type Language, type Text } from './i18n';
import { addDays, isoDate } from './time';

/** A value-added service a number has besides its plans (voicemail, roaming, ...), renewed monthly. */
export interface ServiceState {
  id: number;
  name: Text;
  description: Text;
  price: number;
  activeSince: Date;
}

export interface CancellationState {
  requestedAt: Date;
  effectiveDate: Date;
}

export interface SubscriptionsState {
  /** msisdn -> extra services. */
  services: Map<string, ServiceState[]>;
  /** msisdn -> plan or service id -> its cancellation. */
  cancellations: Map<string, Map<number, CancellationState>>;
}

const SERVICE_DAYS = 30;

/** Plans of postpaid contracts are changed at a sales point, not cancelled online. */
const CONTRACT_PLAN_IDS = new Set([52]);

export function createSubscriptions(now: Date): SubscriptionsState {
  const voicemail = (since: number): ServiceState => ({
    id: 901,
    price: 0.99,
    activeSince: addDays(now, -since),
    name: text('Balso paštas', 'Voicemail', 'Голосовая почта'),
    description: text(
      'Praleisti skambučiai palieka žinutę',
      'Missed callers can leave a message',
      'Пропущенные звонки оставляют сообщение',
    ),
  });
  const roaming = (since: number): ServiceState => ({
    id: 902,
    price: 2.49,
    activeSince: addDays(now, -since),
    name: text('Tarptinklinis ryšys už ES ribų', 'Roaming outside the EU', 'Роуминг за пределами ЕС'),
    description: text(
      'Skambučiai ir internetas Jungtinėje Karalystėje, Šveicarijoje ir Norvegijoje',
      'Calls and data in the UK, Switzerland and Norway',
      'Звонки и интернет в Великобритании, Швейцарии и Норвегии',
    ),
  });
  const hiddenNumber = (since: number): ServiceState => ({
    id: 903,
    price: 0.49,
    activeSince: addDays(now, -since),
    name: text('Numerio slėpimas', 'Caller ID hiding', 'Скрытие номера'),
    description: text(
      'Tavo numeris nerodomas tiems, kam skambini',
      'Your number is not shown to the people you call',
      'Ваш номер не показывается тем, кому вы звоните',
    ),
  });
  return {
    services: new Map([
      ['61234567', [voicemail(200), roaming(12)]],
      ['61234568', [voicemail(400), hiddenNumber(75)]],
      ['61234569', [roaming(40)]],
    ]),
    cancellations: new Map(),
  };
}

export interface SubscriptionView {
  planId: number;
  kind: 'plan' | 'service';
  name: string;
  description: string;
  price: number;
  activeSince: string;
  renewsOn: string | null;
  cancellable: boolean;
  effectiveDate: string;
  cancellation: { requestedAt: string; effectiveDate: string } | null;
}

/**
 * The period a plan or service is in: plans started some days ago (a fixed spread per plan id, so every run is
 * the same) and renew after their validity; a cancellation takes effect on the last day already paid for.
 */
function period(now: Date, activeSince: Date, days: number): { renewsOn: Date; lastDay: Date } {
  const elapsed = Math.max(0, Math.floor((now.getTime() - activeSince.getTime()) / 86_400_000));
  const renewsOn = addDays(activeSince, (Math.floor(elapsed / days) + 1) * days);
  return { renewsOn, lastDay: addDays(renewsOn, -1) };
}

/** The number's plans (from the plans area) and extra services, plans first. */
export function subscriptionsOf(world: World, msisdn: string, language: Language): SubscriptionView[] {
  const now = world.clock();
  const cancelled = world.subscriptions.cancellations.get(msisdn) ?? new Map<number, CancellationState>();
  const cancellationOf = (id: number) => {
    const found = cancelled.get(id);
    return found ? { requestedAt: found.requestedAt.toISOString(), effectiveDate: isoDate(found.effectiveDate) } : null;
  };
  const plans = (world.activePlans.get(msisdn) ?? []).flatMap((id): SubscriptionView[] => {
    const plan = world.plans.find((candidate) => candidate.id === id);
    if (!plan) return [];
    const days = plan.validityDays ?? SERVICE_DAYS;
    const activeSince = addDays(world.builtAt, -((id * 7) % days) - 1);
    const { renewsOn, lastDay } = period(now, activeSince, days);
    return [
      {
        planId: plan.id,
        kind: plan.displaySection === 4 ? 'service' : 'plan',
        name: pick(plan.name, language),
        description: pick(plan.description, language),
        price: plan.price,
        activeSince: isoDate(activeSince),
        renewsOn: plan.validityDays === null ? null : isoDate(renewsOn),
        cancellable: !CONTRACT_PLAN_IDS.has(plan.id),
        effectiveDate: isoDate(lastDay),
        cancellation: cancellationOf(plan.id),
      },
    ];
  });
  const services = (world.subscriptions.services.get(msisdn) ?? []).map((service): SubscriptionView => {
    const { renewsOn, lastDay } = period(now, service.activeSince, SERVICE_DAYS);
    return {
      planId: service.id,
      kind: 'service',
      name: pick(service.name, language),
      description: pick(service.description, language),
      price: service.price,
      activeSince: isoDate(service.activeSince),
      renewsOn: isoDate(renewsOn),
      cancellable: true,
      effectiveDate: isoDate(lastDay),
      cancellation: cancellationOf(service.id),
    };
  });
  return [...plans, ...services];
}

/** Records a cancellation effective on the last paid day; false when it cannot be cancelled (again). */
export function cancelSubscription(
  world: World,
  msisdn: string,
  id: number,
  language: Language,
): SubscriptionView | 'not-found' | 'not-cancellable' {
  const found = subscriptionsOf(world, msisdn, language).find((s) => s.planId === id);
  if (!found) return 'not-found';
  if (!found.cancellable || found.cancellation) return 'not-cancellable';
  const map = world.subscriptions.cancellations.get(msisdn) ?? new Map<number, CancellationState>();
  map.set(id, { requestedAt: world.clock(), effectiveDate: new Date(`${found.effectiveDate}T00:00:00Z`) });
  world.subscriptions.cancellations.set(msisdn, map);
  return subscriptionsOf(world, msisdn, language).find((s) => s.planId === id)!;
}
