import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { drawSettings, loadDraws, resultStatus, suspenseMs, type CampaignDraw } from '../draw/draw-data';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import '../campaigns.css';
import '../draw/draw.css';

/** Beyond the base texts and the campaign's own: the runtime's texts. */
export const namespaces = ['campaign-ui'] as const;

interface DrawData {
  /** The draw to play now: ?drawId when it is still ready, else the customer's first ready one. */
  draw: CampaignDraw | undefined;
  ready: number;
}

export async function loader(args: ScreenLoaderArgs) {
  const { services, request } = args;
  // Drawing finishes a purchase made earlier: open while the API says ActiveTransactionOnly.
  return loadCampaignScreen(args, { newParticipants: false }, async (campaign): Promise<DrawData> => {
    const wanted = new URL(request.url).searchParams.get('drawId');
    const ready = (await loadDraws(services, campaign.name)).filter((draw) => draw.status === 'ready');
    return { draw: ready.find((draw) => draw.drawId === wanted) ?? ready[0], ready: ready.length };
  });
}

/**
 * The draw of a draw campaign (the summer game's /akcijos/vasara/traukimas, login required; campaign
 * seed §1): shake the phone (device motion past the file's shakeThreshold) or press the button, which
 * is always there (no motion sensor, no permission, a keyboard). The draw (POST .../draws/{drawId})
 * runs under the file's drawDurationMs of suspense (none with reduced motion), announced politely, then
 * the result page (won or lost) follows. Without a ready draw it leads to the items.
 */
export default function SummerDraw() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: DrawData };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Draw campaign={screen.campaign} data={screen.data} />;
}

function Draw({ campaign, data }: { campaign: CampaignDefinition; data: DrawData }) {
  const ns = campaign.namespace;
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const settings = drawSettings(campaign.settings);
  const [drawing, setDrawing] = useState(false);
  const busy = useRef(false);

  const start = async () => {
    if (busy.current || !data.draw) return;
    busy.current = true;
    setDrawing(true);
    try {
      const [drawn] = await Promise.all([
        unwrap(
          services.api.POST('/campaign/{campaignName}/draws/{drawId}', {
            params: { path: { campaignName: campaign.name, drawId: data.draw.drawId } },
          }),
        ),
        new Promise((resolve) => setTimeout(resolve, suspenseMs(settings.drawDurationMs))),
      ]);
      services.navigate(href('SummerGameWin', { status: resultStatus(drawn) }, lang, { drawId: drawn.drawId }));
    } catch (error) {
      services.fail(error); // the popup; the draw can be tried again
      busy.current = false;
      setDrawing(false);
    }
  };

  // A shake draws: device motion past the threshold, where the browser gives motion without asking.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (!data.draw || typeof window === 'undefined' || !('DeviceMotionEvent' in window)) return undefined;
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.acceleration;
      if (!a) return;
      if (Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0) >= settings.shakeThreshold) void startRef.current();
    };
    window.addEventListener('devicemotion', onMotion);
    return () => window.removeEventListener('devicemotion', onMotion);
  }, [data.draw, settings.shakeThreshold]);

  return (
    <article className="campaign campaign--draw draw-stage">
      <h1>{t(`routes:${key}.title`)}</h1>
      <StepProgress namespace={ns} steps={campaign.steps} current={data.draw ? 'shake' : 'buy'} />
      {data.draw ? (
        <section className="draw-stage__play">
          <p>{t(`${ns}:draw.count`, { count: data.ready })}</p>
          <div className={`draw-stage__phone${drawing ? ' draw-stage__phone--shaking' : ''}`} aria-hidden="true">
            <span className="icon icon--gift draw-stage__gift" />
          </div>
          <p className="draw-stage__status" role="status" aria-live="polite">
            {drawing ? t(`${ns}:draw.started`) : t(`${ns}:draw.ready`)}
          </p>
          <p className="campaign__actions">
            <button type="button" className="button" onClick={() => void start()} disabled={drawing} aria-busy={drawing || undefined}>
              {t(`${ns}:actions.shake`)}
            </button>
          </p>
        </section>
      ) : (
        <section className="campaign__message">
          <p>{t(`${ns}:draw.none`)}</p>
          <p className="campaign__actions">
            <Link className="button" to={href('SummerGameItems', {}, lang)}>
              {t(`${ns}:actions.items`)}
            </Link>
          </p>
        </section>
      )}
    </article>
  );
}
