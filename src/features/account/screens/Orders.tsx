import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { formatDate, formatDateTime } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import { href } from '@/shared/routing/paths';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { Unavailable } from '../common/Unavailable';
import { loadOrders, type CustomerOrder, type OrdersData } from '../lines/lines-data';
import '../account.css';

export const namespaces = ['lines'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<OrdersData> {
  return loadOrders(services);
}

type Status = CustomerOrder['status'];

/** The steps an order goes through, by how it comes: a parcel, a shop's pick-up, or an eSIM's QR code. */
const STEPS: Record<CustomerOrder['delivery'], readonly Status[]> = {
  courier: ['placed', 'paid', 'sent', 'delivered'],
  shop: ['placed', 'paid', 'ready', 'delivered'],
  online: ['placed', 'paid', 'delivered'],
};

/** My orders (issue 51): device, eSIM and SIM orders, newest first, each with its steps and, once sent, the parcel's tracking. */
export default function Orders() {
  const { orders } = useLoaderData() as OrdersData;
  const { t } = useTranslation(['routes', 'lines']);
  const { lang } = useRoute();
  return (
    <div className="account orders">
      <h1>{t('routes:Orders.title')}</h1>
      <p className="account-lead">{t('routes:Orders.description')}</p>
      {orders === null ? (
        <Unavailable ns="lines" />
      ) : orders.length === 0 ? (
        <section className="account-section">
          <p className="account-empty">{t('lines:orders.none')}</p>
          <p>
            <Link to={href('Devices', {}, lang)}>{t('lines:orders.toDevices')}</Link>
            {' · '}
            <Link to={href('Esim', {}, lang)}>{t('lines:orders.toEsim')}</Link>
          </p>
        </section>
      ) : (
        <ul className="orders__list">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('lines');
  const { lang } = useRoute();
  const reached = new Map(order.history.map((step) => [step.status, step.at]));
  const headingId = `order-${order.id}`;
  return (
    <article className="account-section orders__order" aria-labelledby={headingId}>
      <h2 id={headingId}>{order.title}</h2>
      <p className="orders__status">
        <span className={`orders__badge orders__badge--${order.status}`}>{t(`orders.statuses.${order.status}`)}</span>
      </p>
      <dl className="account-facts">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>{t('orders.placed')}</dt>
          <dd>{formatDate(order.placedAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>
            {order.instalments
              ? t('orders.instalments', {
                  monthly: formatPrice(order.instalments.monthlyPayment, lang),
                  count: order.instalments.months,
                  total: formatPrice(order.total, lang),
                })
              : formatPrice(order.total, lang)}
          </dd>
        </div>
        <div>
          <dt>{t(`orders.delivery.${order.delivery}`)}</dt>
          <dd>{[order.shopName, order.address].filter(Boolean).join(', ') || t('orders.online')}</dd>
        </div>
      </dl>
      <ol className="orders__steps" aria-label={t('orders.stepsLabel')}>
        {STEPS[order.delivery].map((status) => {
          const at = reached.get(status);
          return (
            <li
              key={status}
              className={at ? 'orders__step orders__step--done' : 'orders__step'}
              aria-current={status === order.status ? 'step' : undefined}
            >
              <span className="orders__step-name">{t(`orders.steps.${status}`)}</span>
              <span className="orders__step-at">{at ? formatDateTime(at, lang) : t('orders.notYet')}</span>
            </li>
          );
        })}
      </ol>
      {order.tracking ? (
        <p>
          {t('orders.tracking', { code: order.tracking.code })}{' '}
          <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
            {t('orders.follow')}
            <span className="visually-hidden"> {t('orders.newWindow')}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
