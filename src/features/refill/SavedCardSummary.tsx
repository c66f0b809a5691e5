import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api/schema';
import { CardState } from '@generated/enums';
import { canPayWith, lastFour } from '@/shared/cards/card-state';

type CreditCard = components['schemas']['CreditCard'];

const BRANDS: Record<CreditCard['brand'], string> = { visa: 'Visa', mastercard: 'Mastercard' };

interface SavedCardSummaryProps {
  card: CreditCard;
  state: CardState;
  onAddCard: () => void;
}

/**
 * The saved card the saved-card tab pays with. A card that cannot pay (deactivated or expired) shows the
 * error text with an expired icon and offers adding a new card (the card modal) instead (core §4).
 */
export function SavedCardSummary({ card, state, onAddCard }: SavedCardSummaryProps) {
  const { t } = useTranslation('common');
  const usable = canPayWith(state);
  return (
    <div className={`refill-card refill-card--${state}`}>
      <p className="refill-card__number">
        {!usable && <span className="icon icon--warning refill-card__icon" aria-hidden="true" />}
        {t('refill:savedCard.card', { brand: BRANDS[card.brand], last4: lastFour(card.number), expiry: card.expirationDate })}
      </p>
      {state === CardState.ExpiringSoon && <p className="refill-card__note">{t('refill:savedCard.expiringSoon')}</p>}
      {!usable && (
        <>
          <p className="refill-card__error">{t('refill:savedCard.unusable')}</p>
          <button type="button" className="button button--secondary" onClick={onAddCard}>
            {t('refill:savedCard.addNew')}
          </button>
        </>
      )}
    </div>
  );
}
