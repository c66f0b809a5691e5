import { useEffect, useId, useState } from 'react';
import * as constants from '@generated/constants';
import { ElementLink } from '../common/ElementLink';
import type { ElementLinkData } from '../common/shell-data';
import { useMediaQuery } from '../common/use-media-query';

type State = 'closed' | 'open' | 'closing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * One footer link list (plans, devices, services, info). On small screens it is an accordion: the
 * heading holds a button with aria-expanded that shows and hides the list, animated for
 * `accordionAnimationMs` (the list is hidden from everyone once collapsing ends).
 */
export function FooterLinkSection({
  id,
  title,
  links,
  accordion,
}: {
  id: string;
  title: string;
  links: ElementLinkData[];
  accordion: boolean;
}) {
  const listId = useId();
  const [state, setState] = useState<State>('closed');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  useEffect(() => {
    if (state !== 'closing') return undefined;
    const timer = setTimeout(() => setState('closed'), reducedMotion ? 0 : constants.accordionAnimationMs);
    return () => clearTimeout(timer);
  }, [state, reducedMotion]);
  const expanded = state === 'open';
  const toggle = () => setState(expanded ? 'closing' : 'open');
  return (
    <div className={`site-footer__section site-footer__section--${id}`}>
      <h2 className="site-footer__heading">
        {accordion ? (
          <button type="button" className="site-footer__accordion" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
            {title}
          </button>
        ) : (
          title
        )}
      </h2>
      <ul
        id={listId}
        className={`site-footer__list${accordion && state !== 'closed' ? ` is-${state}` : ''}`}
        hidden={accordion && state === 'closed'}
      >
        {links.map((link) => (
          <li key={`${link.href}|${link.name}`}>
            <ElementLink link={link} className="site-footer__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
