import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { AwardsPrizeType } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { campaignScreenWindow } from '../campaign-screen';
import { isException } from '../game/errors';
import { GameAnnouncer, useFocusRequest } from '../game/GameAnnouncer';
import { animationMs, wait } from '../game/motion';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import {
  awardsTypeName,
  isShippable,
  wheelSegments,
  wheelSettings,
  type AwardsGameResult,
  type AwardsPrize,
  type AwardsWinning,
} from '../wheel/awards-data';
import { Wheel } from '../wheel/Wheel';
import { stopRotation } from '../wheel/wheel-geometry';
import type { CampaignWindow } from '@/shared/campaigns/availability';
import '../campaigns.css';
import '../game/game.css';
import '../wheel/awards.css';

/** The runtime's texts (steps, closed page); the campaign's own come with the route (campaign-wheel). */
export const namespaces = ['campaign-ui'] as const;

/** How the page opens: a spin to play, one to buy, too few points for one, or a lottery that is over. */
type Start = 'ready' | 'noTicket' | 'notEnough' | 'inactive';

interface WheelData {
  campaign: CampaignDefinition;
  window: CampaignWindow;
  /** The lottery prize of this page (:prize). */
  prize: AwardsPrize;
  segments: AwardsPrize[];
  points: number;
  tickets: number;
  start: Start;
  /** Changes with every load, so a new load starts a new game. */
  loadedAt: number;
}

/**
 * The wheel of one lottery prize (:prize, campaign seed §2): its prizes and the customer's balance decide
 * the start. A spin needs a ticket (a lottery prize bought for points); without one the page sells it, or
 * says how many points are missing; a prize no longer active says so. Not a lottery prize: not found.
 */
export async function loader(args: ScreenLoaderArgs): Promise<WheelData> {
  const { params, services } = args;
  const id = Number(params.prize);
  if (!Number.isInteger(id)) throw new Response(null, { status: 404 });
  const [{ campaign, window }, prizes, balance] = await Promise.all([
    campaignScreenWindow(args, { newParticipants: true }),
    unwrap(services.api.GET('/awards-campaign/prizes')),
    unwrap(services.api.GET('/awards-campaign/balance')),
  ]);
  const prize = prizes.find((candidate) => candidate.id === id);
  if (!prize || prize.typeId !== AwardsPrizeType.Lottery) throw new Response(null, { status: 404 });
  const tickets = balance.lotteryTickets.find((ticket) => ticket.prizeId === id)?.count ?? 0;
  const start: Start = !prize.isActive ? 'inactive' : tickets > 0 ? 'ready' : balance.points >= prize.points ? 'noTicket' : 'notEnough';
  return { campaign, window, prize, segments: wheelSegments(prizes), points: balance.points, tickets, start, loadedAt: performance.now() };
}

/** What the customer's button asked for when the game was loaded again: its new state said, or the next spin. */
type AfterReload = 'announce' | 'spin' | null;

export default function WheelGame() {
  const data = useLoaderData() as WheelData;
  const afterRef = useRef<AfterReload>(null);
  if (data.window !== 'active') return <ClosedPage data={data} />;
  return <WheelStage key={data.loadedAt} data={data} afterRef={afterRef} />;
}

type Phase = Start | 'started' | 'confirm' | 'finished' | 'played';

/**
 * ready → started (the wheel turns to the segment won, for the file's duration, or at once with reduced
 * motion) → confirm (a win is claimed: POST /awards-campaign/confirm/{id}) → finished; a miss goes from
 * started to finished. A second spin of a game already played is the "played" state.
 */
function WheelStage({ data, afterRef }: { data: WheelData; afterRef: RefObject<AfterReload> }) {
  const { campaign, prize, segments } = data;
  const ns = campaign.namespace;
  const settings = wheelSettings(campaign.settings);
  const services = useServices();
  const revalidator = useRevalidator();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const [phase, setPhase] = useState<Phase>(data.start);
  const [rotation, setRotation] = useState(0);
  const [spinMs, setSpinMs] = useState(0);
  const [stoppedAt, setStoppedAt] = useState<AwardsPrize | null>(null);
  const [game, setGame] = useState<AwardsGameResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusState = useFocusRequest(titleRef);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const show = (next: Phase, message: string) => {
    setPhase(next);
    setAnnouncement(message);
    focusState();
  };

  const spin = async () => {
    if (phase !== 'ready') return;
    const duration = animationMs(settings.spinDurationMs);
    setPhase('started');
    setAnnouncement(t('states.started.title'));
    let result: AwardsGameResult;
    try {
      result = await unwrap(services.api.POST('/awards-campaign/start-game', { body: { prizeId: prize.id } }));
    } catch (error) {
      if (isException(error, 'LotteryTicketRequiredException')) {
        if (alive.current) show('played', `${t('states.played.title')}. ${t('states.played.text')}`);
        return;
      }
      // The spin did not happen: ready again. A 401 (the session ends, the page with it) or 503 leaves through the one handler.
      if (alive.current) {
        setPhase('ready');
        setAnnouncement('');
      }
      services.fail(error);
      return;
    }
    // The wheel stops at the prize won, or at the empty segment for a miss.
    const won = result.winning;
    const index = won
      ? Math.max(
          0,
          segments.findIndex((segment) => segment.id === won.prizeId),
        )
      : Math.max(
          0,
          segments.findIndex((segment) => segment.typeId === AwardsPrizeType.Nothing),
        );
    const target = segments[index] ?? prize;
    setSpinMs(duration);
    setRotation((from) => stopRotation(from, index, segments.length, settings.minFullTurns ?? 5));
    await wait(duration);
    if (!alive.current) return;
    setStoppedAt(target);
    setGame(result);
    if (won) show('confirm', `${t('wheel.stopped', { prize: target.name })} ${t('states.confirm.text', { prize: won.prizeName })}`);
    else show('finished', `${t('states.finished.missTitle')}. ${t('states.finished.Nothing')}`);
  };

  const confirm = async (winning: AwardsWinning) => {
    if (busy) return;
    setBusy(true);
    try {
      await unwrap(services.api.POST('/awards-campaign/confirm/{id}', { params: { path: { id: winning.winningId } } }));
    } catch (error) {
      // Confirmed already (another tab): the same outcome. Anything else leaves the confirm step as it was.
      if (!isException(error, 'WinningAlreadyConfirmedException')) {
        if (alive.current) setBusy(false);
        services.fail(error);
        return;
      }
    }
    if (!alive.current) return;
    setBusy(false);
    show('finished', `${t('states.finished.title')} ${finishedText(winning)}`);
  };

  // A stage loaded again at the customer's word (a spin bought, spin again, try again) is new: its state is
  // said and focused, or, asked to spin again with a ticket left, the wheel turns at once.
  const reload = (then: Exclude<AfterReload, null>) => {
    afterRef.current = then;
    void revalidator.revalidate();
  };
  useEffect(() => {
    const then = afterRef.current;
    afterRef.current = null;
    if (then === 'spin' && data.start === 'ready') void spin();
    else if (then) show(data.start, t(`states.${data.start}.title`));
    // Once, as the stage mounts: spin and show are this stage's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const buyTicket = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await unwrap(services.api.POST('/awards-campaign/purchase/{id}', { params: { path: { id: prize.id } } }));
    } catch (error) {
      if (alive.current) setBusy(false);
      services.fail(error);
      return;
    }
    // A new load: the balance and tickets as the API now has them, and the wheel ready.
    reload('announce');
  };

  const finishedText = (winning: AwardsWinning) =>
    t(`states.finished.${awardsTypeName(winning.prizeType) ?? 'Physical'}`, { prize: winning.prizeName });

  const wheelLabel = [
    t('wheel.label'),
    t('wheel.segments', { list: segments.map((segment) => segment.name).join(', ') }),
    stoppedAt ? t('wheel.stopped', { prize: stoppedAt.name }) : '',
  ]
    .filter(Boolean)
    .join('. ');

  const toPoints = (
    <Link className="button button--secondary" to={href('AwardsPoints', {}, lang)}>
      {t('actions.backToPoints')}
    </Link>
  );
  const heading = (text: string) => (
    <h2 id="wheel-state" ref={titleRef} tabIndex={-1}>
      {text}
    </h2>
  );

  const panel = () => {
    switch (phase) {
      case 'inactive':
        return (
          <>
            {heading(t('states.inactive.title'))}
            <p>{t('states.inactive.text', { prize: prize.name })}</p>
            <p className="campaign__actions">
              <Link className="button" to={href('AwardsPoints', {}, lang)}>
                {t('actions.toStore')}
              </Link>
            </p>
          </>
        );
      case 'notEnough':
        return (
          <>
            {heading(t('states.notEnough.title'))}
            <p>
              {t('states.notEnough.text', {
                prize: prize.name,
                points: t('units.points', { count: prize.points }),
                balance: t('units.points', { count: data.points }),
              })}
            </p>
            <p className="campaign__actions">{toPoints}</p>
          </>
        );
      case 'noTicket':
        return (
          <>
            {heading(t('states.noTicket.title'))}
            <p>
              {t('states.noTicket.text', {
                prize: prize.name,
                points: t('units.points', { count: prize.points }),
                balance: t('units.points', { count: data.points }),
              })}
            </p>
            <p className="campaign__actions">
              <button type="button" className="button" onClick={() => void buyTicket()} aria-disabled={busy}>
                {t('actions.buyTicket', { points: t('units.points', { count: prize.points }) })}
              </button>
              {toPoints}
            </p>
          </>
        );
      case 'played':
        return (
          <>
            {heading(t('states.played.title'))}
            <p>{t('states.played.text')}</p>
            <p className="campaign__actions">
              <button type="button" className="button" onClick={() => reload('announce')}>
                {t('actions.retry')}
              </button>
              {toPoints}
            </p>
          </>
        );
      case 'confirm': {
        const winning = game!.winning!;
        return (
          <>
            {heading(t('states.confirm.title'))}
            <p>{t('states.confirm.text', { prize: winning.prizeName })}</p>
            <p className="campaign__actions">
              <button type="button" className="button" onClick={() => void confirm(winning)} aria-disabled={busy}>
                {t('actions.confirm')}
              </button>
            </p>
          </>
        );
      }
      case 'finished': {
        const winning = game?.winning ?? null;
        return (
          <>
            {heading(winning ? t('states.finished.title') : t('states.finished.missTitle'))}
            <p>{winning ? finishedText(winning) : t('states.finished.Nothing')}</p>
            <p className="campaign__actions">
              {winning && isShippable(settings, winning.prizeType) ? (
                <Link className="button" to={href('AwardsDelivery', { winning: String(winning.winningId) }, lang)}>
                  {t('actions.deliver')}
                </Link>
              ) : (
                <button type="button" className="button" onClick={() => reload('spin')}>
                  {t('actions.spin')}
                </button>
              )}
              {toPoints}
            </p>
          </>
        );
      }
      default:
        return (
          <>
            {heading(t(`states.${phase === 'started' ? 'started' : 'ready'}.title`))}
            <p>{t(`states.${phase === 'started' ? 'started' : 'ready'}.text`, { prize: prize.name })}</p>
            <p className="campaign__actions">
              <button type="button" className="button" onClick={() => void spin()} aria-disabled={phase === 'started'}>
                {t('actions.spin')}
              </button>
            </p>
          </>
        );
    }
  };

  return (
    <article className="game game--wheel">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{prize.name}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current="spend" />
      <section className="game-stage" aria-labelledby="wheel-state">
        {phase === 'inactive' ? null : <Wheel segments={segments} rotation={rotation} durationMs={spinMs} label={wheelLabel} />}
        <div className="game-panel">{panel()}</div>
      </section>
      <GameAnnouncer message={announcement} />
    </article>
  );
}
