import type { ReactNode } from 'react';

/** A state of a step (unavailable, invalid link, success, failure): a heading and what to do next. */
export function Notice({ tone, title, children }: { tone: 'info' | 'success' | 'failure'; title: string; children?: ReactNode }) {
  return (
    <section className={`reg-notice reg-notice--${tone}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
