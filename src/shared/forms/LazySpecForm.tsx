import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces, hasTexts } from '@/shared/i18n/ensure-texts';
import { formTextsOf } from './form-texts';
import type { SpecFormProps } from './SpecForm';
import type { SpecFormData } from './validator';
import './form-placeholder.css';

const loadLibrary = () => import('./SpecForm').then((m) => ({ default: m.SpecForm }));
const Loaded = lazy(loadLibrary);

/**
 * Whether the form's texts are there; loads them (with the library, in parallel) when they are not.
 * Asked again for each list, so a form that needs more texts than the previous one waits for them.
 */
function useFormTexts(namespaces: string[]): boolean {
  const { i18n } = useTranslation();
  const texts = namespaces.join(' '); // the key: the list is made afresh on each render
  const [loadedFor, setLoadedFor] = useState<string>();
  const [failure, setFailure] = useState<Error>();
  const ready = loadedFor === texts || namespaces.every((ns) => hasTexts(i18n, ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLibrary().catch(() => undefined); // fetched beside the texts, not after them
    ensureNamespaces(i18n, texts.split(' ')).then(
      () => live && setLoadedFor(texts),
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [i18n, ready, texts]);
  // Texts that will not load go to the screen's error, whose retry mounts the form again and so loads
  // them again; not a form of keys. Nothing typed is lost: the form was not shown yet.
  if (failure) throw failure;
  return ready;
}

/**
 * The form library (@rjsf) and the form texts are chunks of their own, loaded when a form is first
 * shown, so a page's first render never waits for them. Until they arrive a placeholder keeps the
 * form's height, so the page does not jump when the fields appear.
 */
export function SpecForm<TData extends SpecFormData = SpecFormData>(props: SpecFormProps<TData>) {
  const ready = useFormTexts(formTextsOf(props.form));
  const visible = props.form.fields.filter((f) => f.widget !== 'hidden' && !f.when).length;
  const placeholder = <div className={`form-placeholder form-placeholder--${Math.min(visible, 8)}`} aria-busy="true" />;
  // The lazy component is not generic; the data type was checked at this component's props.
  return <Suspense fallback={placeholder}>{ready ? <Loaded {...(props as unknown as SpecFormProps)} /> : placeholder}</Suspense>;
}
