import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenModule } from '@/shared/routing/screen';
import '../offers.css';
import { campaignHref, campaignRoute } from '@/shared/routing/campaign-routes';

export const namespaces = ['game'] as const;

/** The rules' sections, in order; each has a title and numbered points (game:sections.<id>). */
const SECTIONS = ['general', 'players', 'play', 'prizes', 'delivery', 'data', 'final'] as const;
/** The prize pool: 6000 prizes by refill prize type (campaign seed §3). */
const PRIZES = [
  { type: 'Plan', count: 1500 },
  { type: 'Vas', count: 3000 },
  { type: 'Physical', count: 1490 },
  { type: 'PhysicalSpecial', count: 10 },
] as const;

/** A section's points, in the order the texts list them (game:sections.<id>.points.p1, p2, ..). */
const points = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Record<string, string>) : []);

/** Its sections, prize table and dates are all in the spec files: the page is prerendered whole. */
export const prerender: ScreenModule['prerender'] = { screen: () => true, data: async () => null };

/**
 * The rules of the mobile game (the refill prize game "6000 prizų" played on the phone after a top-up):
 * a table of contents, numbered sections, the prize table, and the way to play. The dates are the
 * campaign's own (spec/campaigns/prize.yaml).
 */
export default function MobileGameRules() {
  const { lang } = useRoute();
  const { t } = useTranslation('game');
  // The game's dates are its file's, which its landing's route carries (its routes come with this screen).
  const prize = campaignRoute('PrizeLanding');
  const period =
    prize?.activeFrom && prize.activeTo
      ? { from: formatDate(prize.activeFrom, lang), to: formatDate(prize.activeTo, lang) }
      : { from: '–', to: '–' };
  const total = PRIZES.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="offers rules">
      <RouteHeading />
      <nav className="rules-toc" aria-labelledby="rules-toc">
        <h2 id="rules-toc">{t('game:contents')}</h2>
        <ol>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`game:sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((id, index) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{`${index + 1}. ${t(`game:sections.${id}.title`)}`}</h2>
          <ol>
            {points(t(`game:sections.${id}.points`, { returnObjects: true, ...period })).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
          {id === 'prizes' ? (
            <div className="offer-table" role="region" aria-labelledby="prizes-caption" tabIndex={0}>
              <table>
                <caption id="prizes-caption">{t('game:prizeTable.caption', { count: total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('game:prizeTable.prize')}</th>
                    <th scope="col">{t('game:prizeTable.what')}</th>
                    <th scope="col">{t('game:prizeTable.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {PRIZES.map((row) => (
                    <tr key={row.type}>
                      <th scope="row">{t(`game:prizeTable.types.${row.type}.name`)}</th>
                      <td>{t(`game:prizeTable.types.${row.type}.what`)}</td>
                      <td>{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ))}
      <div className="offer-ctas">
        <p>{t('game:cta.text')}</p>
        <Link className="button" to={href('Refill', {}, lang)}>
          {t('game:cta.refill')}
        </Link>
        <Link className="button button--secondary" to={campaignHref('PrizeLanding', {}, lang)}>
          {t('game:cta.about')}
        </Link>
      </div>
    </div>
  );
}
