import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A state of a step (unavailable, invalid link, success, failure): a heading and its text, with focus
 * moved to it when it replaces what was there (a result of the user's action), so screen readers read it.
 */
export function Notice({ tone, title, children, focus = false }: { tone: 'info' | 'success' | 'failure'; title: string; children?: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className={`reg-notice reg-notice--${tone}`}>
      <h2 ref={heading} tabIndex={-1}>{title}</h2>
      {children}
    </section>
  );
}
