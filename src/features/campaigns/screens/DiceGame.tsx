import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { href } from '@/shared/routing/paths';
import { optionalData } from '@/shared/api/optional-data';
import { unwrap } from '@/shared/api/client';
import { isPlayable, prizeTypeName, resultStateOf } from '@/shared/campaigns/refill-game';
import { formatDate } from '@/shared/format/format';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { campaignScreenWindow } from '../campaign-screen';
import {
  deliveryDate,
  diceSettings,
  faceOf,
  loadPlayable,
  loadTransaction,
  transactionIdOf,
  type GameTransaction,
} from '../dice/dice-data';
import { Die } from '../dice/Die';
import { TransactionList } from '../dice/TransactionList';
import { WinMore } from '../dice/WinMore';
import { isException } from '../game/errors';
import { GameAnnouncer, useFocusRequest } from '../game/GameAnnouncer';
import { animationMs, wait } from '../game/motion';
import { ClosedPage } from '../pages/LazyClosedPage';
import { prerenderedForVisitors } from '../prerender-ended';
import { StepProgress } from '../parts/StepProgress';
import type { CampaignWindow } from '@/shared/campaigns/availability';
import '../campaigns.css';
import '../game/game.css';
import '../dice/dice.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/** The runtime's texts (steps, closed page); the game's own come with the route (campaign-prize). */
export const namespaces = ['campaign-ui'] as const;

/** How the page opens: the roll, or why there is none. */
type Start = 'ready' | 'noTransaction' | 'invalid' | 'used';

interface DiceGameData {
  campaign: CampaignDefinition;
  window: CampaignWindow;
  transactionId?: string;
  start: Start;
  /** A used transaction's result state (PrizeGameResult's :status). */
  resultState?: string;
  /** Without a transaction: the logged-in customer's playable refills; null for a visitor. */
  transactions?: GameTransaction[] | null;
}

/**
 * The game for one refill (?transactionId): its state decides the page. A refill still valid is ready to
 * roll; one already rolled shows the used state with the way to its result; an unknown or invalid one (status
 * Invalid 0) says so. Without a transaction a logged-in customer picks one of their playable refills. The
 * window is the campaign's, but ActiveTransactionOnly still lets earlier refills play (as a result page).
 */
// A visitor without a refill in the address is asked to log in or top up: in the page's HTML.
export const prerender = prerenderedForVisitors(({ campaign, window }): DiceGameData => ({
  campaign,
  window,
  start: 'noTransaction',
  transactions: null,
}));

export async function loader(args: ScreenLoaderArgs): Promise<DiceGameData> {
  const { request, services } = args;
  const transactionId = transactionIdOf(request);
  const loggedIn = services.session.getSnapshot().isLoggedIn;
  const [{ campaign, window }, transaction, transactions] = await Promise.all([
    campaignScreenWindow(args, { newParticipants: false }),
    transactionId ? loadTransaction(services, transactionId) : Promise.resolve(undefined),
    !transactionId && loggedIn ? optionalData(services, loadPlayable(services), []) : Promise.resolve(null),
  ]);
  if (!transactionId) return { campaign, window, start: 'noTransaction', transactions };
  if (!transaction) return { campaign, window, transactionId, start: 'invalid' };
  if (isPlayable(transaction)) return { campaign, window, transactionId, start: 'ready' };
  if (transaction.typeId === null) return { campaign, window, transactionId, start: 'invalid' };
  return { campaign, window, transactionId, start: 'used', resultState: resultStateOf(transaction) };
}

export default function DiceGame() {
  const data = useLoaderData() as DiceGameData;
  if (data.window !== 'active') return <ClosedPage data={data} />;
  return <DiceStage key={data.transactionId ?? ''} data={data} />;
}

type Phase = 'ready' | 'started' | 'finished' | 'used';

/** ready → started (the die rolls for the file's duration, or not at all with reduced motion) → finished. */
function DiceStage({ data }: { data: DiceGameData }) {
  const { campaign, transactionId } = data;
  const ns = campaign.namespace;
  const settings = diceSettings(campaign.settings);
  const faces = settings.dice?.faces ?? 6;
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const [phase, setPhase] = useState<Phase>(data.start === 'used' ? 'used' : 'ready');
  const [usedState, setUsedState] = useState(data.resultState);
  const [won, setWon] = useState<GameTransaction | null>(null);
  const [face, setFace] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useFocusRequest(titleRef);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  // While the die rolls it shows a new face every moment (never with reduced motion: no duration then).
  const rollMs = animationMs(settings.dice?.rollDurationMs);
  useEffect(() => {
    if (phase !== 'started' || rollMs === 0) return undefined;
    const timer = setInterval(() => setFace((current) => (current % faces) + 1), 150);
    return () => clearInterval(timer);
  }, [phase, rollMs, faces]);

  const roll = async () => {
    if (phase !== 'ready' || !transactionId) return;
    const startedAt = performance.now();
    setPhase('started');
    setAnnouncement(t('states.started.title'));
    let result: GameTransaction;
    try {
      result = await unwrap(services.api.POST('/campaign/transactions/{id}/spin', { params: { path: { id: transactionId } } }));
    } catch (error) {
      if (isException(error, 'CampaignTransactionUsedException')) {
        // Rolled already (another tab, a second click): the used state, with the way to its result.
        if (!alive.current) return;
        const state = await loadTransaction(services, transactionId).then(
          (found) => (found ? resultStateOf(found) : undefined),
          () => undefined,
        );
        if (!alive.current) return;
        setUsedState(state);
        setPhase('used');
        setAnnouncement(t('results.panaudotas.title'));
        focusResult();
        return;
      }
      // The roll did not happen: back to ready (401 and 503 leave the page through the one handler).
      if (alive.current) {
        setPhase('ready');
        setAnnouncement('');
      }
      services.fail(error);
      return;
    }
    await wait(rollMs - (performance.now() - startedAt));
    if (!alive.current) return;
    setFace(faceOf(result, faces));
    setWon(result);
    setPhase('finished');
    setAnnouncement(`${t('states.finished.title')}. ${finishedText(result)}`);
    focusResult();
  };

  const finishedText = (result: GameTransaction) =>
    t(`states.finished.${prizeTypeName(result.typeId) ?? 'Nothing'}`, {
      prize: result.name ?? '',
      date: formatDate(deliveryDate(settings), lang),
    });

  const step =
    data.start === 'noTransaction' || data.start === 'invalid' ? 'refill' : phase === 'ready' || phase === 'started' ? 'play' : 'collect';
  const refill = (
    <Link className="button" to={href('Refill', {}, lang)}>
      {t('actions.refill')}
    </Link>
  );

  return (
    <article className="game game--dice">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`routes:${key}.description`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
      {data.start === 'noTransaction' ? (
        <NoTransaction namespace={ns} transactions={data.transactions ?? null} refill={refill} />
      ) : data.start === 'invalid' ? (
        <section className="game-note" aria-labelledby="dice-invalid">
          <h2 id="dice-invalid">{t('game.invalid.title')}</h2>
          <p>{t('game.invalid.text')}</p>
          <p className="campaign__actions">{refill}</p>
        </section>
      ) : (
        <section className="game-stage" aria-labelledby="dice-state">
          <Die
            face={face}
            rolling={phase === 'started'}
            label={
              phase === 'started'
                ? t('die.rolling')
                : phase === 'finished'
                  ? t('die.face', { face })
                  : phase === 'used'
                    ? t('die.label')
                    : t('die.ready')
            }
          />
          <div className="game-panel">
            {phase === 'used' ? (
              <>
                <h2 id="dice-state" ref={titleRef} tabIndex={-1}>
                  {t('results.panaudotas.title')}
                </h2>
                <p>{t('results.panaudotas.text')}</p>
                <p className="campaign__actions">
                  {usedState && usedState !== 'panaudotas' ? (
                    <Link className="button" to={href('PrizeGameResult', { status: usedState as 'panaudotas' }, lang, { transactionId })}>
                      {t('actions.result')}
                    </Link>
                  ) : null}
                  <Link className="button button--secondary" to={href('Refill', {}, lang)}>
                    {t('actions.playAgain')}
                  </Link>
                </p>
              </>
            ) : phase === 'finished' && won ? (
              <Finished
                namespace={ns}
                won={won}
                text={finishedText(won)}
                titleRef={titleRef}
                transactionId={transactionId!}
                winMoreFor={settings.winMoreFor ?? []}
              />
            ) : (
              <>
                <h2 id="dice-state" ref={titleRef} tabIndex={-1}>
                  {t(`states.${phase}.title`)}
                </h2>
                <p>{t(`states.${phase}.text`)}</p>
                <p className="campaign__actions">
                  <button type="button" className="button" onClick={() => void roll()} aria-disabled={phase === 'started'}>
                    {t('actions.play')}
                  </button>
                </p>
              </>
            )}
          </div>
        </section>
      )}
      <GameAnnouncer message={announcement} />
    </article>
  );
}

/** The finished state: the text of the prize type, then collecting a physical prize or the "win more" card. */
function Finished({
  namespace,
  won,
  text,
  titleRef,
  transactionId,
  winMoreFor,
}: {
  namespace: string;
  won: GameTransaction;
  text: string;
  titleRef: React.RefObject<HTMLHeadingElement | null>;
  transactionId: string;
  winMoreFor: readonly string[];
}) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const type = prizeTypeName(won.typeId) ?? 'Nothing';
  const state = resultStateOf(won) ?? 'panaudotas';
  const physical = type === 'Physical' || type === 'PhysicalSpecial';
  return (
    <>
      <h2 id="dice-state" ref={titleRef} tabIndex={-1}>
        {t('states.finished.title')}
      </h2>
      <p>{text}</p>
      <p className="campaign__actions">
        {physical ? (
          <Link className="button" to={href('PrizeGameResult', { status: state as 'panaudotas' }, lang, { transactionId })}>
            {t('actions.collect')}
          </Link>
        ) : type === 'Nothing' ? (
          <Link className="button" to={href('Refill', {}, lang)}>
            {t('actions.playAgain')}
          </Link>
        ) : (
          <Link
            className="button button--secondary"
            to={href('PrizeGameResult', { status: state as 'panaudotas' }, lang, { transactionId })}
          >
            {t('actions.result')}
          </Link>
        )}
      </p>
      {winMoreFor.includes(type) ? <WinMore namespace={namespace} type={type} level={3} /> : null}
    </>
  );
}

/** No refill named: a customer chooses one of theirs, a visitor logs in or tops up. */
function NoTransaction({
  namespace,
  transactions,
  refill,
}: {
  namespace: string;
  transactions: GameTransaction[] | null;
  refill: React.ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const session = useSession();
  const list = session.isLoggedIn ? (transactions ?? []) : null;
  return (
    <section className="game-note" aria-labelledby="dice-none">
      <h2 id="dice-none">{t('game.noTransaction.title')}</h2>
      <p>{t('game.noTransaction.text')}</p>
      {list && list.length > 0 ? <TransactionList namespace={namespace} transactions={list} /> : null}
      <p className="campaign__actions">
        {refill}
        {list === null ? (
          <Link className="button button--secondary" to={loginAndBack(lang, href('PrizeGame', {}, lang))}>
            {t('actions.login')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
