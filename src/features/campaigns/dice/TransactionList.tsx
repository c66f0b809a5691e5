import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignTransactionStatus } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import type { GameTransaction } from './dice-data';

/** The customer's refills that can still be played, by amount and date, each with its own "roll the dice" button. */
export function TransactionList({ namespace, transactions }: { namespace: string; transactions: readonly GameTransaction[] }) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  return (
    <ul className="prize-transactions">
      {transactions.map(({ transactionId, status, refilledAt, amount }) => {
        const id = `prize-transaction-${transactionId}`;
        return (
          <li key={transactionId}>
            <span id={id}>
              {t('transactions.item', { amount: formatPrice(amount, lang), date: formatDate(refilledAt, lang) })}
              {status === CampaignTransactionStatus.ValidPromo ? ` (${t('transactions.promo')})` : ''}
            </span>
            <Link className="button" to={href('PrizeGame', {}, lang, { transactionId })} aria-describedby={id}>
              {t('actions.play')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
