import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MedalType } from '@generated/enums';
import { useRoute } from '@/shared/routing/screen';
import { medalRoute, type AwardsAction, type MedalAction, type WheelSettings } from './awards-data';

/** The id of the points page's consents section, which the consent medals lead to. */
export const CONSENTS_ID = 'awards-consents';

interface MedalsProps {
  namespace: string;
  settings: WheelSettings;
  /** The customer's actions (GET /awards-campaign/actions); null for a visitor: names only. */
  actions: readonly AwardsAction[] | null;
  /** The points page offers each medal's action; the public page only lists them. */
  interactive?: boolean;
  /** A medal the portal reports itself (the app, the social network) when its link is followed. */
  onReport?: (medal: string) => void;
}

/**
 * The medals of the campaign (all 14 medal types of campaign seed §3), each with the points it earns, whether
 * it is done, and where to do it: a page of the portal, an outside link the portal reports, the consents of
 * this page, or nothing (billing counts it each month).
 */
export function Medals({ namespace, settings, actions, interactive = false, onReport }: MedalsProps) {
  const { t } = useTranslation([namespace, 'enums']);
  const { lang } = useRoute();
  const byType = new Map((actions ?? []).map((action) => [action.medalType as string, action]));
  return (
    <ul className={`awards-medals${interactive ? ' awards-medals--interactive' : ''}`}>
      {Object.values(MedalType).map((medal) => {
        const action = byType.get(medal);
        const where: MedalAction | undefined = settings.medalActions?.[medal];
        const nameId = `awards-medal-${medal}`;
        const done = action?.isCompleted === true;
        return (
          <li key={medal} className={`awards-medal${done ? ' awards-medal--done' : ''}`}>
            <span className="awards-medal__icon" aria-hidden="true">
              <span className={`icon icon--${done ? 'done' : 'star'}`} />
            </span>
            <span className="awards-medal__name" id={nameId}>
              {t(`enums:MedalType.${medal}`)}
            </span>
            {action ? (
              <span className="awards-medal__points">
                {t('points.medalPoints', { points: t('units.points', { count: action.points }) })}
              </span>
            ) : null}
            {interactive && action ? (
              <span className="awards-medal__state">{done ? t('points.done') : where ? t('points.todo') : t('points.automatic')}</span>
            ) : null}
            {interactive && action && !done && where ? (
              <MedalLink namespace={namespace} medal={medal} where={where} describedBy={nameId} lang={lang} onReport={onReport} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function MedalLink({
  namespace,
  medal,
  where,
  describedBy,
  lang,
  onReport,
}: {
  namespace: string;
  medal: string;
  where: MedalAction;
  describedBy: string;
  lang: Parameters<typeof medalRoute>[1];
  onReport?: (medal: string) => void;
}) {
  const { t } = useTranslation(namespace);
  if ('consent' in where) {
    // The consents are further down this page: take the user there (focus too, for keyboard and screen reader).
    const toConsents = () => {
      const section = document.getElementById(CONSENTS_ID);
      section?.scrollIntoView?.({ block: 'start' });
      section?.focus();
    };
    return (
      <button type="button" className="awards-medal__action link-button" onClick={toConsents} aria-describedby={describedBy}>
        {t('medalActions.consent')}
      </button>
    );
  }
  if ('url' in where) {
    if (!/^https:\/\//.test(where.url)) return null;
    return (
      <a
        className="awards-medal__action"
        href={where.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
        onClick={() => (where.report ? onReport?.(medal) : undefined)}
      >
        {t(`medalActions.${medal}`)}
      </a>
    );
  }
  const to = medalRoute(where, lang);
  return to ? (
    <Link className="awards-medal__action" to={to} aria-describedby={describedBy}>
      {t(`medalActions.${medal}`)}
    </Link>
  ) : null;
}
