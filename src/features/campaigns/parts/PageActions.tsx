import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PageAction } from '@generated/campaigns';
import { routes } from '@/shared/routing/route-table';
import { hrefOf } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';

/**
 * A page's call-to-action buttons: a route of the portal or an https address, which opens as an ordinary
 * outside link. A route's params are this page's (codegen checked the required ones), else its declared
 * query's: a payment's result page is sent back with ?transactionId= so that "try again" reopens the offer. A
 * button with `status:` shows only on that :status.
 */
export function PageActions({ namespace, actions: all }: { namespace: string; actions: readonly PageAction[] }) {
  const { t } = useTranslation(namespace);
  const { lang, record } = useRoute();
  const params = useParams();
  const [query] = useSearchParams();
  const actions = all.filter((action) => action.status === undefined || action.status === params.status);
  if (actions.length === 0) return null;
  // only the query names the route declares: the prerendered page has none, and hydration draws the same links
  const paramOf = (name: string) => params[name] ?? (record.query.includes(name) ? query.get(name) : null) ?? undefined;
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
        const own = Object.fromEntries(target.params.filter((p) => paramOf(p) !== undefined).map((p) => [p, paramOf(p)]));
        return (
          <Link key={action.text} className={className} to={hrefOf(action.route!, own, lang)}>
            {text}
          </Link>
        );
      })}
    </p>
  );
}
