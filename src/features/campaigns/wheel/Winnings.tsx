import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { awardsTypeName, isShippable, type AwardsWinning, type WheelSettings } from './awards-data';

/**
 * The customer's winnings, newest first: each with its type and where it stands: a wheel win to confirm
 * (POST /awards-campaign/confirm/{id}), a thing waiting for its delivery form or its e-mail confirmation,
 * delivered details, or a service already on the number.
 */
export function Winnings({
  namespace,
  settings,
  winnings,
  busy,
  onConfirm,
}: {
  namespace: string;
  settings: WheelSettings;
  winnings: readonly AwardsWinning[];
  busy: number | null;
  onConfirm: (winning: AwardsWinning) => void;
}) {
  const { t } = useTranslation([namespace, 'enums']);
  const { lang } = useRoute();
  if (winnings.length === 0) return <p>{t('points.noWinnings')}</p>;
  return (
    <ul className="awards-winnings">
      {winnings.map((winning) => {
        const nameId = `awards-winning-${winning.winningId}`;
        const shippable = isShippable(settings, winning.prizeType);
        const state = !winning.isConfirmed
          ? 'toConfirm'
          : !shippable
            ? 'active'
            : !winning.isShipped
              ? 'toDeliver'
              : !winning.isEmailConfirmed
                ? 'emailPending'
                : 'shipped';
        return (
          <li key={winning.winningId} className={`awards-winning awards-winning--${state}`}>
            <span className="awards-winning__name" id={nameId}>
              {winning.prizeName}
            </span>
            <span className="awards-winning__type">{t(`enums:AwardsPrizeType.${awardsTypeName(winning.prizeType)}`)}</span>
            <span className="awards-winning__state">{t(`winnings.${state}`)}</span>
            {state === 'toConfirm' ? (
              <button
                type="button"
                className="button"
                onClick={() => onConfirm(winning)}
                aria-disabled={busy === winning.winningId}
                aria-describedby={nameId}
              >
                {t('winnings.confirm')}
              </button>
            ) : state === 'toDeliver' || state === 'emailPending' ? (
              <Link className="button" to={href('AwardsDelivery', { winning: String(winning.winningId) }, lang)} aria-describedby={nameId}>
                {t('actions.deliver')}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
