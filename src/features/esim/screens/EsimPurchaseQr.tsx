import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { href } from '@/shared/routing/paths';
import { ApiError, isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { now } from '@/shared/clock';
import { formatDateTime } from '@/shared/format/format';
import { formatPhone } from '@/shared/format/phone';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import type { EsimOrder } from '../esim-data';
import { InstructionTabs } from '../InstructionTabs';
import '../esim.css';

/** Beyond the base texts: the eSIM texts. */
export const namespaces = ['esim'] as const;

/** The QR library is loaded here only, when there is a code to draw (budgets: heavy libraries on their route). */
const QrCode = lazy(() => import('../QrCode'));

type QrData = { state: 'order'; order: EsimOrder } | { state: 'notFound' } | { state: 'error' };

export async function loader({ params, services }: ScreenLoaderArgs): Promise<QrData> {
  const transactionId = params.transactionId ?? '';
  try {
    return {
      state: 'order',
      order: await unwrap(services.api.GET('/esim/orders/{transactionId}', { params: { path: { transactionId } } })),
    };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return { state: 'notFound' };
    if (isHandled(error)) throw error; // on the way to Login, the root or maintenance
    services.fail(error);
    return { state: 'error' };
  }
}

/** Largest setTimeout delay; a later expiry is checked again then. */
const MAX_DELAY = 2_147_483_647;

/** Now, moved on when `until` passes, so the page turns to its expired state by itself. */
function useNowUntil(until: number | undefined): number {
  const [current, setCurrent] = useState(() => now().getTime());
  useEffect(() => {
    if (until === undefined || current >= until) return;
    const timer = setTimeout(() => setCurrent(now().getTime()), Math.min(until - current + 50, MAX_DELAY));
    return () => clearTimeout(timer);
  }, [until, current]);
  return current;
}

/**
 * Core §2 /esim/pirkimas/qr/:transactionId, where the payment page returns: the activation QR code
 * (SVG), the code as text for entering by hand, its validity and how to install the eSIM per phone
 * system. Payment still pending, declined, an expired code and an unknown order each get their state.
 */
export default function EsimPurchaseQr() {
  const data = useLoaderData() as QrData;
  const revalidator = useRevalidator();
  const { lang } = useRoute();
  const { t } = useTranslation(['esim', 'routes']);
  const order = data.state === 'order' ? data.order : undefined;
  const validUntil = order?.validUntil ? new Date(order.validUntil) : undefined;
  const moment = useNowUntil(validUntil?.getTime());
  const retry = (
    <button
      type="button"
      className="button"
      onClick={() => void revalidator.revalidate()}
      disabled={revalidator.state === 'loading'}
      aria-busy={revalidator.state === 'loading' || undefined}
    >
      {t('qr.checkAgain')}
    </button>
  );

  let body;
  if (data.state === 'notFound') {
    body = (
      <div className="esim-state esim-state--failure">
        <h2>{t('qr.notFound.title')}</h2>
        <p>{t('qr.notFound.text')}</p>
        <p>
          <Link className="button" to={href('Esim', {}, lang)}>
            {t('qr.toEsim')}
          </Link>
        </p>
      </div>
    );
  } else if (data.state === 'error') {
    body = (
      <div className="esim-state esim-state--failure">
        <h2>{t('qr.error.title')}</h2>
        <p>{t('qr.error.text')}</p>
        <p>{retry}</p>
      </div>
    );
  } else if (order!.status === 'pending') {
    body = (
      <div className="esim-state" role="status">
        <h2>{t('qr.pending.title')}</h2>
        <p>{t('qr.pending.text')}</p>
        <p>{retry}</p>
      </div>
    );
  } else if (order!.status === 'failed') {
    body = (
      <div className="esim-state esim-state--failure">
        <h2>{t('qr.failed.title')}</h2>
        <p>{t('qr.failed.text')}</p>
        <p>
          <Link className="button" to={href(order!.kind === 'change' ? 'EsimChange' : 'EsimPurchase', {}, lang)}>
            {t('qr.failed.retry')}
          </Link>
        </p>
      </div>
    );
  } else if (!validUntil || !order!.activationCode || moment >= validUntil.getTime()) {
    body = (
      <div className="esim-state esim-state--failure" role="status">
        <h2>{t('qr.expired.title')}</h2>
        <p>{t('qr.expired.text')}</p>
        <p>
          <Link className="button" to={href('EsimChangeInfo', {}, lang)}>
            {t('qr.expired.change')}
          </Link>
        </p>
      </div>
    );
  } else {
    const until = formatDateTime(validUntil, lang);
    body = (
      <>
        <p className="lead">{t('qr.intro')}</p>
        {order!.msisdn ? (
          <p className="esim-qr__number">
            {t(order!.kind === 'purchase' ? 'qr.newNumber' : 'qr.forNumber', { phone: formatPhone(order!.msisdn) })}
          </p>
        ) : null}
        <figure className="esim-qr">
          <Suspense fallback={<div className="esim-qr__placeholder" aria-busy="true" />}>
            <QrCode value={order!.activationCode} title={t('qr.codeTitle')} />
          </Suspense>
          <figcaption>{t('qr.validUntil', { until })}</figcaption>
        </figure>
        <section aria-labelledby="esim-manual-title">
          <h2 id="esim-manual-title">{t('qr.manualTitle')}</h2>
          <p>{t('qr.manual')}</p>
          <dl className="esim-summary esim-summary--code">
            <div>
              <dt>{t('qr.smdp')}</dt>
              <dd>
                <code>{order!.smdpAddress}</code>
              </dd>
            </div>
            <div>
              <dt>{t('qr.matchingId')}</dt>
              <dd>
                <code>{order!.matchingId}</code>
              </dd>
            </div>
            <div>
              <dt>{t('qr.activationCode')}</dt>
              <dd>
                <code>{order!.activationCode}</code>
              </dd>
            </div>
          </dl>
        </section>
        <InstructionTabs />
        {order!.kind === 'purchase' ? (
          <p className="esim__note">
            {t('qr.register')} <Link to={href('RegistrationParent', {}, lang)}>{t('qr.registerLink')}</Link>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className="esim esim--narrow" aria-labelledby="esim-qr-title">
      <h1 id="esim-qr-title">{t('routes:EsimPurchaseQr.title')}</h1>
      {body}
    </section>
  );
}
