import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PageAction } from '@generated/campaigns';
import { routes } from '@generated/routes';
import { hrefOf } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';

/**
 * A page's call-to-action buttons: a route of the portal (its params taken from this page's, which
 * codegen checked) or an https address, which opens as an ordinary outside link.
 */
export function PageActions({ namespace, actions }: { namespace: string; actions: readonly PageAction[] }) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const params = useParams();
  if (actions.length === 0) return null;
  return (
    <p className="campaign__actions">
      {actions.map((action, index) => {
        const className = `button${(action.style ?? (index === 0 ? 'primary' : 'secondary')) === 'secondary' ? ' button--secondary' : ''}`;
        const text = t(`actions.${action.text}`);
        if (action.url) {
          return (
            <a key={action.text} className={className} href={action.url} rel="noopener noreferrer">
              {text}
            </a>
          );
        }
        const target = routes[action.route!];
        const own = Object.fromEntries(target.params.filter((p) => params[p] !== undefined).map((p) => [p, params[p]]));
        return (
          <Link key={action.text} className={className} to={hrefOf(action.route!, own, lang)}>
            {text}
          </Link>
        );
      })}
    </p>
  );
}
