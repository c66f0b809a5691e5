import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type Language, type RouteKey } from '@generated/routes';
import { hrefOf } from '@/shared/routing/paths';
import { useResource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';
import { ElementLink } from '../common/ElementLink';
import { shellData } from '../common/shell-data';

/** The spec's main routes: shown until /elements/header answers, and if it fails or gives none. */
const FALLBACK: readonly [RouteKey, string][] = [
  ['Plans', 'plans'],
  ['Refill', 'topUp'],
  ['Devices', 'devices'],
  ['Discounts', 'discounts'],
  ['Help', 'help'],
];

/** The header's main links, as the CMS publishes them (GET /elements/header) in the page's language. */
export function MainLinks({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const { data } = useResource(shellData(services, lang).header);
  const links = data?.links.length ? data.links : undefined;
  return (
    <nav className="site-header__nav" aria-label={t('header.mainNavigation')}>
      <ul className="site-header__links">
        {links
          ? links.map((link) => (
              <li key={`${link.href}|${link.name}`}>
                <ElementLink link={link} className="site-header__link" />
              </li>
            ))
          : FALLBACK.map(([key, label]) => (
              <li key={key}>
                <NavLink className="site-header__link" to={hrefOf(key, {}, lang)}>
                  {t(`header.links.${label}`)}
                </NavLink>
              </li>
            ))}
      </ul>
    </nav>
  );
}
