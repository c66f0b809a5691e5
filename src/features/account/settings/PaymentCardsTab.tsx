import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router';
import { CardState, CreditCardStatus, PaymentMethod } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import { canPayWith, cardState, isExpired, lastFour } from '@/shared/cards/card-state';
import { useServices } from '@/shared/services';
import { ConfirmModal } from '../common/ConfirmModal';
import { SuccessModal } from '../common/SuccessModal';
import { Unavailable } from '../common/Unavailable';
import type { CreditCard, TabData } from './settings-data';
import { now } from '@/shared/clock';

type Data = TabData<'SettingsPaymentCards'>;

const BRANDS: Record<CreditCard['brand'], string> = { visa: 'Visa', mastercard: 'Mastercard' };
const STATUS_NAMES = Object.fromEntries(Object.entries(CreditCardStatus).map(([name, value]) => [value, name])) as Record<number, string>;

// The card modal and the form library it shows load when a card is to be added, not with the tab.
const AddCardModal = lazy(() => import('./AddCardModal'));

/**
 * Payment cards (core §3 credit card, §4 card state, §7 payment calls): the saved card masked to its last four
 * digits with MM/YY and its status, in each of the seed's states (none -> inactive; deactivated -> error text and
 * an expired icon; expiring soon; active); adding one through the card modal and the payment page, which comes
 * back with ?status=success|failure; removing it after a confirmation; and how plan renewals are paid.
 */
export function PaymentCardsTab({ data }: { data: Data }) {
  const { t } = useTranslation(['account', 'enums']);
  const services = useServices();
  const revalidator = useRevalidator();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(now);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [success, setSuccess] = useState<string | null>(() => (search.get('status') === 'success' ? t('cards.added') : null));
  const { card } = data;
  const state = cardState(card, today);
  const returned = search.get('status');

  const remove = async () => {
    try {
      await unwrap(services.api.DELETE('/payment/payments/card'));
      setRemoving(false);
      setSuccess(t('cards.removed'));
      void revalidator.revalidate();
    } catch (error) {
      setRemoving(false);
      services.fail(error);
    }
  };

  const closeSuccess = () => {
    setSuccess(null);
    // The payment page's answer is shown once; a reload does not show it again.
    if (returned) setSearch({}, { replace: true });
  };

  const addButton = (label: string) =>
    data.canAddCard ? (
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {label}
      </button>
    ) : (
      <p className="account-hint">{t('cards.addUnavailable')}</p>
    );

  return (
    <>
      {returned === 'failure' ? (
        <p role="alert" className="account-notice account-notice--error">
          {t('cards.notAdded')}
        </p>
      ) : null}
      {!data.cardLoaded ? (
        <Unavailable />
      ) : card ? (
        <section className={`account-card account-card--${state}`} aria-labelledby="saved-card">
          <h3 id="saved-card">{t('cards.saved')}</h3>
          <dl className="account-facts">
            <div>
              <dt>{t('cards.card')}</dt>
              <dd className="account-card__number">
                <span aria-hidden="true">{`${BRANDS[card.brand]} •••• ${lastFour(card.number)}`}</span>
                <span className="visually-hidden">{t('cards.endingIn', { brand: BRANDS[card.brand], last4: lastFour(card.number) })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('cards.validUntil')}</dt>
              <dd>{card.expirationDate}</dd>
            </div>
            <div>
              <dt>{t('cards.status')}</dt>
              <dd>{t(`enums:CreditCardStatus.${STATUS_NAMES[card.status] ?? 'Inactive'}`)}</dd>
            </div>
          </dl>
          {state === CardState.ExpiringSoon ? <p className="account-notice account-notice--warning">{t('cards.expiringSoon')}</p> : null}
          {state === CardState.Deactivated ? (
            <p className="account-notice account-notice--error">
              <span className="icon icon--warning account-card__expired-icon" aria-hidden="true" />
              {t(card.status === CreditCardStatus.Active && isExpired(card, today) ? 'cards.expired' : 'cards.deactivated')}
            </p>
          ) : null}
          <div className="account-actions">
            {canPayWith(state) ? (
              <button type="button" className="button button--secondary" onClick={() => setRemoving(true)}>
                {t('cards.remove')}
              </button>
            ) : null}
            {/* An expiring card is replaced before it stops working, as its notice asks. */}
            {!canPayWith(state) || state === CardState.ExpiringSoon ? addButton(t('cards.addNew')) : null}
          </div>
        </section>
      ) : (
        <section className="account-card account-card--inactive" aria-labelledby="saved-card">
          <h3 id="saved-card">{t('cards.saved')}</h3>
          <p>{t('cards.none')}</p>
          <div className="account-actions">{addButton(t('cards.add'))}</div>
        </section>
      )}
      {card && data.cardLoaded ? <PaymentType key={`${card.number}-${card.method}`} card={card} usable={canPayWith(state)} /> : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddCardModal
            form={data.consentForm}
            mode={state === CardState.Deactivated ? 'replace' : state === CardState.ExpiringSoon ? 'renew' : 'add'}
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              setSuccess(t('cards.added'));
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
      {removing && card ? (
        <ConfirmModal
          title={t('cards.removeTitle')}
          confirmLabel={t('cards.removeConfirm')}
          onConfirm={remove}
          onClose={() => setRemoving(false)}
        >
          <p>{t('cards.removeText', { last4: lastFour(card.number) })}</p>
        </ConfirmModal>
      ) : null}
      <SuccessModal text={success} onClose={closeSuccess} />
    </>
  );
}

/** How plan renewals are paid (PUT /payment/payments/type, method 1 card or 0 account); saved at once. */
function PaymentType({ card, usable }: { card: CreditCard; usable: boolean }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const [method, setMethod] = useState<number>(card.method);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  // The radios stay enabled while saving (a focused radio that is disabled drops the keyboard's focus): a
  // choice made meanwhile is saved once the running save is done; the last choice is what is kept.
  const saved = useRef(card.method);
  const wanted = useRef(card.method);
  const saving = useRef(false);
  const choose = async (next: 0 | 1) => {
    wanted.current = next;
    setMethod(next);
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    setSaid('');
    try {
      while (saved.current !== wanted.current) {
        const target = wanted.current;
        await unwrap(services.api.PUT('/payment/payments/type', { body: { method: target } }));
        saved.current = target;
      }
      setSaid(t(saved.current === PaymentMethod.CreditCard ? 'cards.typeCardSaved' : 'cards.typeAccountSaved'));
    } catch (error) {
      wanted.current = saved.current;
      setMethod(saved.current);
      services.fail(error);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };
  const option = (value: 0 | 1, label: string, disabled = false) => (
    <label className="account-radio">
      <input
        type="radio"
        name="payment-type"
        value={value}
        checked={method === value}
        disabled={disabled}
        onChange={() => void choose(value)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <section className="account-section" aria-labelledby="payment-type">
      <h3 id="payment-type">{t('cards.type')}</h3>
      <fieldset className="account-fieldset" aria-busy={busy || undefined}>
        <legend>{t('cards.typeLegend')}</legend>
        {option(PaymentMethod.Account as 0, t('cards.typeAccount'))}
        {option(PaymentMethod.CreditCard as 1, t('cards.typeCard'), !usable)}
      </fieldset>
      {!usable ? <p className="account-hint">{t('cards.typeNeedsCard')}</p> : null}
      <p role="status" className="account-status">
        {said}
      </p>
    </section>
  );
}
