import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLoaderData, useNavigate, useNavigationType } from 'react-router';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { memoized } from '@/shared/api/memo';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { formatRate } from '@/shared/format/numbers';
import { filterRates, parseZone, ZONES, type ForeignCallRate, type Zone } from '../rates';
import '../rates.css';

export const namespaces = ['rates'] as const;

interface RatesData {
  rates: ForeignCallRate[];
  query: string;
  zone: Zone | null;
}

/**
 * Core §2 foreign call rates (GET /foreign-call-rates, countries named in the page's language): the
 * search and the zone stay in the address; the list is fetched once per visit, not per keystroke.
 */
export async function loader({ services, request, route }: ScreenLoaderArgs): Promise<RatesData> {
  const url = new URL(request.url);
  const rates = await memoized(services, `rates:${route.lang}`, 10 * 60_000, () => unwrap(services.api.GET('/foreign-call-rates')));
  return { rates, query: url.searchParams.get('q') ?? '', zone: parseZone(url.searchParams.get('zone')) };
}

/** Prerendered with every country's rates (the same for every visitor); a search in the address is the visitor's. */
export const prerender: ScreenModule['prerender'] = { screen: () => true, baked: true, data: loader };

export default function ForeignCallRates() {
  const { rates, query, zone } = useLoaderData() as RatesData;
  const { lang } = useRoute();
  const { t } = useTranslation('rates');
  const navigate = useNavigate();
  // What is typed shows at once; the address follows (replacing, so Back leaves the page).
  const [text, setText] = useState(query);
  const [shownZone, setShownZone] = useState(zone);
  // Typing replaces the address; only an address changed otherwise (a link, Back) replaces what is
  // typed. The answer to an earlier keystroke, arriving after a newer one, does not.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Replace) return;
    setText(query);
    setShownZone(zone);
  }, [query, zone, navigationType]);
  const go = (q: string, z: Zone | null) => {
    void navigate(href('ForeignCallRates', {}, lang, { q: q || undefined, zone: z ?? undefined }), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const shown = filterRates(rates, text, shownZone);
  const price = (amount: number) => (amount === 0 ? t('rates:free') : formatRate(amount, lang));

  return (
    <div className="rates">
      <RouteHeading />
      <form
        role="search"
        className="rates-search"
        action={href('ForeignCallRates', {}, lang)}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="rates-q" className="rates-search__label">
          {t('rates:search.label')}
        </label>
        <input
          id="rates-q"
          name="q"
          type="search"
          value={text}
          maxLength={60}
          autoComplete="off"
          aria-describedby="rates-q-hint"
          onChange={(event) => {
            setText(event.target.value);
            go(event.target.value, shownZone);
          }}
        />
        <p id="rates-q-hint" className="rates-search__hint">
          {t('rates:search.hint')}
        </p>
        <fieldset className="rates-zones">
          <legend>{t('rates:zone')}</legend>
          {[null, ...ZONES].map((option) => (
            <label key={option ?? 'all'} className="rates-zones__choice">
              <input
                type="radio"
                name="zone"
                value={option ?? ''}
                checked={shownZone === option}
                onChange={() => {
                  setShownZone(option);
                  go(text, option);
                }}
              />
              {t(`rates:zones.${option ?? 'all'}`)}
            </label>
          ))}
        </fieldset>
      </form>
      <p role="status" className="rates__count">
        {t('rates:count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="rates__empty">{text.trim() ? t('rates:none', { query: text.trim() }) : t('rates:noneInZone')}</p>
      ) : (
        <div className="rates-table" role="region" aria-labelledby="rates-caption" tabIndex={0}>
          <table>
            <caption id="rates-caption">{t('rates:caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates:columns.country')}</th>
                <th scope="col">{t('rates:columns.zone')}</th>
                <th scope="col">{t('rates:columns.call')}</th>
                <th scope="col">{t('rates:columns.sms')}</th>
                <th scope="col">{t('rates:columns.roamingCall')}</th>
                <th scope="col">{t('rates:columns.incoming')}</th>
                <th scope="col">{t('rates:columns.data')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((rate) => (
                <tr key={rate.countryCode}>
                  <th scope="row">
                    {rate.country}
                    <span className="rates-table__code">{rate.dialCode}</span>
                  </th>
                  <td>{t(`rates:zones.${rate.zone}`)}</td>
                  <td>{price(rate.callPerMinute)}</td>
                  <td>{price(rate.smsPrice)}</td>
                  <td>{price(rate.roamingCallPerMinute)}</td>
                  <td>{price(rate.incomingCallPerMinute)}</td>
                  <td>{rate.dataPerMb === null ? t('rates:noData') : price(rate.dataPerMb)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="rates-zones-title" className="rates-legend">
        <h2 id="rates-zones-title">{t('rates:legend.title')}</h2>
        <dl>
          {ZONES.map((option) => (
            <div key={option}>
              <dt>{t(`rates:zones.${option}`)}</dt>
              <dd>{t(`rates:legend.${option}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('rates:legend.notes')}</p>
      </section>
    </div>
  );
}
