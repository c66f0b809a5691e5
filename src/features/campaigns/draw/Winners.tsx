import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/format';
import type { KindPartProps } from '../kinds';
import { usePageLanguage } from '../text-language';
import type { CampaignWinner } from './draw-data';

/** A draw campaign's winners (numbers masked by the API), a table under the rules; kept after the end. */
export default function Winners({ data }: KindPartProps) {
  const { t } = useTranslation('campaign-ui');
  const language = usePageLanguage();
  const id = useId();
  const winners = (data?.winners ?? []) as CampaignWinner[];
  return (
    <section className="campaign-winners" aria-labelledby={id}>
      <h2 id={id}>{t('winners.title')}</h2>
      {winners.length === 0 ? (
        <p>{t('winners.none')}</p>
      ) : (
        <div className="campaign-winners__scroll">
          <table className="campaign-winners__table">
            <thead>
              <tr>
                <th scope="col">{t('winners.date')}</th>
                <th scope="col">{t('winners.number')}</th>
                <th scope="col">{t('winners.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {winners.map((winner, index) => (
                <tr key={`${winner.date}-${winner.msisdn}-${index}`}>
                  <td>{formatDate(`${winner.date}T12:00:00Z`, language)}</td>
                  <td>{winner.msisdn}</td>
                  <td>{winner.prize}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
