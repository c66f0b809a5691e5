import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import type { KindPartProps } from '../kinds';
import { diceSettings, type GameTransaction } from './dice-data';
import { TransactionList } from './TransactionList';
import './dice.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/**
 * What the refill game's landing adds: the refills the customer can still play (each with its button;
 * visitors are asked to log in), and the prizes of the pool by type with their counts.
 */
export default function DiceLandingPart({ campaign, data }: KindPartProps) {
  const ns = campaign.namespace;
  const { t } = useTranslation(ns);
  const { key, lang } = useRoute();
  const transactions = (data?.transactions ?? null) as GameTransaction[] | null;
  const pool = Object.entries(diceSettings(campaign.settings).prizePool ?? {});
  return (
    <div className="prize-part">
      <section aria-labelledby="prize-transactions-title">
        <h2 id="prize-transactions-title">{t('transactions.title')}</h2>
        {transactions === null ? (
          <>
            <p>{t('transactions.login')}</p>
            <p className="campaign__actions">
              <Link className="button button--secondary" to={loginAndBack(lang, hrefOf(key, {}, lang))}>
                {t('actions.login')}
              </Link>
            </p>
          </>
        ) : transactions.length === 0 ? (
          <p>{t('transactions.empty')}</p>
        ) : (
          <>
            <p>{t('transactions.text')}</p>
            <TransactionList namespace={ns} transactions={transactions} />
          </>
        )}
      </section>
      {pool.length > 0 ? (
        <section aria-labelledby="prize-pool-title">
          <h2 id="prize-pool-title">{t('prizes.title')}</h2>
          <p>{t('prizes.text')}</p>
          <ul className="prize-pool">
            {pool.map(([type, count]) => (
              <li key={type}>
                <h3>{t(`prizes.${type}.title`)}</h3>
                <p className="prize-pool__count">{t('prizes.count', { count })}</p>
                <p>{t(`prizes.${type}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
