import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, RouteKey } from '@generated/routes';
import { href } from '@/shared/routing/paths';

const SHORTCUTS: readonly { key: RouteKey; text: string }[] = [
  { key: 'SimCard', text: 'shortcuts.lostPhone' },
  { key: 'ServiceControls', text: 'shortcuts.controls' },
  { key: 'Orders', text: 'shortcuts.orders' },
];

/** Where the Dashboard points for what the operators' own portals are used for most (issue 51): a lost phone, roaming and limits, orders. */
export function Shortcuts({ lang }: { lang: Language }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav className="dashboard-card dashboard-shortcuts" aria-labelledby="dashboard-shortcuts">
      <h2 id="dashboard-shortcuts">{t('shortcuts.title')}</h2>
      <ul className="dashboard-shortcuts__list">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <Link className="button button--quiet" to={href(shortcut.key, {}, lang)}>
              {t(shortcut.text)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
