import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { MedalType } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { routeCampaign } from '../game/route-campaign';
import { GameAnnouncer } from '../game/GameAnnouncer';
import { StepProgress } from '../parts/StepProgress';
import { AwardsConsents } from '../wheel/AwardsConsents';
import {
  wheelSettings,
  type AwardsAction,
  type AwardsBalance,
  type AwardsConsent,
  type AwardsPrize,
  type AwardsWinning,
} from '../wheel/awards-data';
import { CONSENTS_ID, Medals } from '../wheel/Medals';
import { PrizeStore } from '../wheel/PrizeStore';
import { Winnings } from '../wheel/Winnings';
import '../campaigns.css';
import '../wheel/awards.css';

/** The runtime's texts (steps) and the enum labels (medal and prize types). */
export const namespaces = ['campaign-ui', 'enums'] as const;

interface PointsData {
  campaign: CampaignDefinition;
  balance: AwardsBalance;
  actions: AwardsAction[];
  winnings: AwardsWinning[];
  prizes: AwardsPrize[];
  consents: AwardsConsent[];
}

/** The page needs the balance, the medals and the winnings; the store and the consents are secondary. */
export async function loader({ services, route }: ScreenLoaderArgs): Promise<PointsData> {
  const campaign = await routeCampaign(route.key);
  const [balance, actions, winnings, prizes, consents] = await Promise.all([
    unwrap(services.api.GET('/awards-campaign/balance')),
    unwrap(services.api.GET('/awards-campaign/actions')),
    unwrap(services.api.GET('/awards-campaign/winnings')),
    optionalData(services, unwrap(services.api.GET('/awards-campaign/prizes')), []),
    optionalData(services, unwrap(services.api.GET('/awards-campaign/consents')), []),
  ]);
  return { campaign, balance, actions, winnings, prizes, consents };
}

/**
 * The points page in the account area (campaign seed §2 /{product}-taskai): the points and wheel spins, the
 * winnings (a wheel win to confirm, a thing to deliver), the prize store, the 14 medals with their actions and
 * what is done (reporting the ones the portal sees), and the campaign's consents.
 */
export default function AwardsPoints() {
  const { campaign, balance, actions, winnings, prizes, consents } = useLoaderData() as PointsData;
  const ns = campaign.namespace;
  const settings = wheelSettings(campaign.settings);
  const services = useServices();
  const revalidator = useRevalidator();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tickets = balance.lotteryTickets.reduce((sum, ticket) => sum + ticket.count, 0);
  const done = actions.filter((action) => action.isCompleted).length;

  const confirm = async (winning: AwardsWinning) => {
    if (confirming !== null) return;
    setConfirming(winning.winningId);
    try {
      await unwrap(services.api.POST('/awards-campaign/confirm/{id}', { params: { path: { id: winning.winningId } } }));
      setAnnouncement(t('winnings.confirmed', { prize: winning.prizeName }));
      void revalidator.revalidate();
    } catch (error) {
      services.fail(error);
    } finally {
      setConfirming(null);
    }
  };

  // The app and the social network are outside the portal: following their link reports the medal.
  const report = (medal: string) => {
    const medalType = Object.values(MedalType).find((value) => value === medal);
    if (!medalType) return;
    unwrap(services.api.POST('/awards-campaign/actions/update', { body: { medalType, sourceId: 1 } })).then(
      () => void revalidator.revalidate(),
      (error: unknown) => services.fail(error),
    );
  };

  return (
    <div className="awards">
      <h1>{t(`routes:${key}.title`)}</h1>
      <div className="awards-balance">
        <p className="awards-balance__points">{t('points.balance', { points: balance.points })}</p>
        {tickets > 0 ? <p>{t('points.tickets', { count: tickets })}</p> : null}
      </div>
      <StepProgress namespace={ns} steps={campaign.steps} current={balance.points > 0 ? 'spend' : 'earn'} />
      <section aria-labelledby="awards-winnings">
        <h2 id="awards-winnings">{t('points.winnings')}</h2>
        <Winnings namespace={ns} settings={settings} winnings={winnings} busy={confirming} onConfirm={(winning) => void confirm(winning)} />
      </section>
      <section aria-labelledby="awards-store">
        <h2 id="awards-store">{t('points.store')}</h2>
        <p>{t('points.storeText')}</p>
        <PrizeStore namespace={ns} settings={settings} prizes={prizes} points={balance.points} />
      </section>
      <section aria-labelledby="awards-medals">
        <h2 id="awards-medals">{t('points.medals')}</h2>
        <p>{t('points.medalsText')}</p>
        <p>{t('points.medalsDone', { done, total: actions.length })}</p>
        <Medals namespace={ns} settings={settings} actions={actions} interactive onReport={report} />
      </section>
      <section id={CONSENTS_ID} className="awards-consents-section" aria-labelledby="awards-consents-title" tabIndex={-1}>
        <h2 id="awards-consents-title">{t('consents.title')}</h2>
        <p>{t('consents.text')}</p>
        <AwardsConsents namespace={ns} consents={consents} onSaved={() => void revalidator.revalidate()} />
      </section>
      <p className="campaign__actions">
        <Link className="button button--secondary" to={href('AwardsRules', {}, lang)}>
          {t('actions.rules')}
        </Link>
      </p>
      <GameAnnouncer message={announcement} />
    </div>
  );
}
