import type { ReactNode } from 'react';

/**
 * A state of a step (unavailable, invalid link, success, failure): a heading and what to do next.
 * `waiting`: a page that shows it while it asks the API (the e-mail link being checked) and then the answer
 * in its place: the region is live (the answer is announced) and busy until then.
 */
export function Notice({
  tone,
  title,
  children,
  waiting,
}: {
  tone: 'info' | 'success' | 'failure';
  title: string;
  children?: ReactNode;
  waiting?: boolean;
}) {
  return (
    <section
      className={`reg-notice reg-notice--${tone}`}
      {...(waiting === undefined ? {} : { 'aria-live': 'polite' as const, 'aria-busy': waiting })}
    >
      <h2>{title}</h2>
      {children}
    </section>
  );
}
