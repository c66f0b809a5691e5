import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const ready = loadedFor === texts || namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLibrary().catch(() => undefined); // fetched beside the texts, not after them
    // A failed load still shows the form: the library's own chunk-error handling takes over.
    const done = () => live && setLoadedFor(texts);
    void i18n.loadNamespaces(texts.split(' ')).then(done, done);
    return () => {
      live = false;
    };
  }, [i18n, ready, texts]);
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
