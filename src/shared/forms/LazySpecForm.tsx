import { lazy, Suspense } from 'react';
import type { SpecFormProps } from './SpecForm';
import './form-placeholder.css';

const Loaded = lazy(() => import('./SpecForm').then((m) => ({ default: m.SpecForm })));

/**
 * The form library (@rjsf) is a chunk of its own, loaded when a form is first shown, so a page's
 * first render never waits for it. Until it arrives a placeholder keeps the form's height, so the
 * page does not jump when the fields appear.
 */
export function SpecForm(props: SpecFormProps) {
  const visible = props.form.fields.filter((f) => f.widget !== 'hidden' && !f.when).length;
  return (
    <Suspense fallback={<div className={`form-placeholder form-placeholder--${Math.min(visible, 8)}`} aria-busy="true" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
