import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '@generated/forms/types';
import { unwrap } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { isException } from '../game/errors';
import { GameAnnouncer, useFocusRequest } from '../game/GameAnnouncer';
import type { KindPartProps } from '../kinds';
import { deliveryDate, diceSettings, type DiceSettings, type GameTransaction, type PickupLocation } from './dice-data';
import { WinMore } from './WinMore';
import './dice.css';

interface ResultData {
  transaction: GameTransaction;
  type?: string;
  delivery?: { form: FormDefinition; locations: PickupLocation[] };
}

/**
 * What a game result adds for the refill it names: the prize won; for a physical prize its delivery
 * form (or, once sent, that the delivery is ordered); after a Plan or Vas prize the "win more" card.
 */
export default function DiceResultPart({ campaign, data }: KindPartProps) {
  const ns = campaign.namespace;
  const { t } = useTranslation(ns);
  const result = data as unknown as ResultData | undefined;
  if (!result?.transaction) return null;
  const { transaction, type = 'Nothing', delivery } = result;
  const settings = diceSettings(campaign.settings);
  const physical = type === 'Physical' || type === 'PhysicalSpecial';
  return (
    <div className="prize-part">
      {transaction.name && type !== 'Nothing' ? (
        <p className="prize-result__prize">{t('delivery.prize', { prize: transaction.name })}</p>
      ) : null}
      {delivery ? (
        <PrizeDelivery
          namespace={ns}
          settings={settings}
          transactionId={transaction.transactionId}
          phone={type === 'PhysicalSpecial'}
          {...delivery}
        />
      ) : physical && transaction.isShipped ? (
        <DeliveryDone namespace={ns} />
      ) : null}
      {(settings.winMoreFor ?? []).includes(type) ? <WinMore namespace={ns} type={type} /> : null}
    </div>
  );
}

function DeliveryDone({ namespace, titleRef }: { namespace: string; titleRef?: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation(namespace);
  return (
    <section className="prize-delivery prize-delivery--done" aria-labelledby="prize-delivery-done">
      <h2 id="prize-delivery-done" ref={titleRef} tabIndex={-1}>
        {t('delivery.successTitle')}
      </h2>
      <p>{t('delivery.success')}</p>
    </section>
  );
}

/**
 * The delivery form of a physical prize (campaign seed §5): name, surname and a pick-up location, plus the
 * personal code and address for the phone; the date it can be collected is 10 days ahead. A failure goes to
 * the one error handler and the form keeps what was typed; a delivery already ordered counts as done.
 */
function PrizeDelivery({
  namespace,
  settings,
  transactionId,
  phone,
  form,
  locations,
}: {
  namespace: string;
  settings: DiceSettings;
  transactionId: string;
  phone: boolean;
  form: FormDefinition;
  locations: PickupLocation[];
}) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const services = useServices();
  const [done, setDone] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusDone = useFocusRequest(titleRef);
  const [choices] = useState(() => ({ locationId: locations.map((l) => ({ value: l.id, label: `${l.name} – ${l.address}` })) }));

  const submit = async (values: SpecFormData) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
    const body = {
      name: text('name') ?? '',
      surname: text('surname') ?? '',
      locationId: Number(values.locationId),
      ...(phone ? { personCode: text('personCode'), address: text('address') } : {}),
    };
    try {
      await unwrap(services.api.POST('/campaign/transactions/{id}/shipment', { params: { path: { id: transactionId } }, body }));
    } catch (error) {
      if (!isException(error, 'ShipmentAlreadyExistsException')) {
        services.fail(error);
        return;
      }
    }
    setDone(true);
    setAnnouncement(`${t('delivery.successTitle')}. ${t('delivery.success')}`);
    focusDone();
  };

  return (
    <>
      {done ? (
        <DeliveryDone namespace={namespace} titleRef={titleRef} />
      ) : (
        <section className="prize-delivery" aria-labelledby="prize-delivery-title">
          <h2 id="prize-delivery-title">{t('delivery.title')}</h2>
          <p>{t('delivery.text', { date: formatDate(deliveryDate(settings), lang) })}</p>
          {phone ? <p>{t('delivery.phoneText')}</p> : null}
          <SpecForm form={form} idPrefix="prize-delivery" fieldOptions={choices} onSubmit={submit} />
        </section>
      )}
      <GameAnnouncer message={announcement} />
    </>
  );
}
