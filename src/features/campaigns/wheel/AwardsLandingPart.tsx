import { useTranslation } from 'react-i18next';
import type { KindPartProps } from '../kinds';
import { wheelSettings, type AwardsAction, type AwardsBalance, type AwardsPrize } from './awards-data';
import { Medals } from './Medals';
import { PrizeStore } from './PrizeStore';
import './awards.css';

/** What the awards campaign's public page adds: how to earn points (the medals) and the prize store. */
export default function AwardsLandingPart({ campaign, data }: KindPartProps) {
  const ns = campaign.namespace;
  const { t } = useTranslation(ns);
  const settings = wheelSettings(campaign.settings);
  const prizes = (data?.prizes ?? []) as AwardsPrize[];
  const balance = (data?.balance ?? null) as AwardsBalance | null;
  const actions = (data?.actions ?? null) as AwardsAction[] | null;
  return (
    <div className="awards-part">
      {balance ? <p className="awards-balance__points">{t('points.balance', { points: balance.points })}</p> : null}
      <section aria-labelledby="awards-earn">
        <h2 id="awards-earn">{t('points.earn')}</h2>
        <p>{t('points.earnText')}</p>
        <Medals namespace={ns} settings={settings} actions={actions} />
      </section>
      <section aria-labelledby="awards-store">
        <h2 id="awards-store">{t('points.store')}</h2>
        <p>{t('points.storeText')}</p>
        <PrizeStore namespace={ns} settings={settings} prizes={prizes} points={balance ? balance.points : null} />
      </section>
    </div>
  );
}
