import { useEffect, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { createSchemaUtils } from '@rjsf/utils';
import type { FormDefinition } from '@generated/forms/types';
import { afterPointerRelease, followPointer } from './pointer-hold';
import { trimValues, validateForm, validatorFor, type ExtraValidate, type FieldError, type SpecFormData } from './validator';

/**
 * What onSubmit may answer when the API refused a value the rules could not know (a wrong current
 * password): field -> validation message key. The message shows at the field, the first is focused, and
 * it goes when the value is changed.
 */
export type RefusedFields = Readonly<Record<string, string>>;

export interface SpecFormStateOptions {
  initialData?: SpecFormData;
  onSubmit: (data: SpecFormData) => Promise<void | RefusedFields>;
  /** May return rewritten data (the card checkbox rules); the form then shows that. */
  onChange?: (data: SpecFormData, previous: SpecFormData) => SpecFormData | void;
  validate?: ExtraValidate;
  /** A field was left; may return rewritten data (a full name typed into one field split into two), which the form then shows. */
  onFieldBlur?: (field: string, data: SpecFormData) => SpecFormData | void;
}

/** Errors on show, by field: one each. */
export type ShownErrors = Readonly<Record<string, FieldError>>;

/**
 * The form's behaviour around rjsf, which runs with validation off and shows only what this hook puts in
 * `errors`: a field's first failing rule after it was changed and left (blur), every field's on submit;
 * a shown error follows the value as it is corrected and goes once the value passes. Submit with errors
 * focuses the first invalid field in display order; a valid submit hands trimmed data to onSubmit and
 * stays pending (no second submit) until its promise settles.
 */
export function useSpecFormState(form: FormDefinition, idPrefix: string, options: SpecFormStateOptions) {
  const formRef = useRef<Form>(null);
  // rjsf reports the defaults it adds (checkbox false, period 0) from its constructor, in the middle of a
  // render; starting from data that already has them means it has nothing to report.
  const [initialData] = useState(
    () => createSchemaUtils(validatorFor(form), form.schema).getDefaultFormState(form.schema, options.initialData) as SpecFormData,
  );
  const data = useRef(initialData);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const busy = useRef(false);
  const [errors, setErrors] = useState<ShownErrors>({});
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  const check = (values: SpecFormData) => validateForm(form, values, options.validate);
  const fieldOf = (id?: string) => (id?.startsWith(`${idPrefix}_`) ? id.slice(idPrefix.length + 1) : undefined);

  useEffect(followPointer, []);

  // After the errors are on the page, so a screen reader reads the message with the focused field.
  useEffect(() => {
    if (focusRequest)
      focusField(formRef.current?.formElement.current as HTMLFormElement | null | undefined, `${idPrefix}_${focusRequest.field}`);
  }, [focusRequest, idPrefix]);

  const onChange = (event: IChangeEvent, id?: string) => {
    const next = (event.formData ?? {}) as SpecFormData;
    const rewritten = options.onChange?.(next, data.current) ?? next;
    data.current = rewritten;
    for (const key of Object.keys(rewritten)) {
      if (rewritten[key] !== next[key]) formRef.current?.setFieldValue(key, rewritten[key]);
    }
    const field = fieldOf(id);
    if (field) touched.current.add(field);
    setErrors((shown) => (Object.keys(shown).length ? follow(shown, check(rewritten), field) : shown));
  };

  const onBlur = (id: string) => {
    const field = fieldOf(id);
    const rewritten = field ? options.onFieldBlur?.(field, data.current) : undefined;
    if (rewritten) {
      for (const key of Object.keys(rewritten)) {
        if (rewritten[key] !== data.current[key]) formRef.current?.setFieldValue(key, rewritten[key]);
      }
      data.current = rewritten;
      setErrors((shown) => (Object.keys(shown).length ? follow(shown, check(rewritten)) : shown));
    }
    if (!field || (!touched.current.has(field) && !submitted.current)) return;
    // Not while a pointer is pressed: the message would move Submit from under it (issue 7 D3).
    afterPointerRelease(() => {
      const error = check(data.current).find((e) => e.field === field);
      setErrors((shown) => withField(shown, field, error));
    });
  };

  const onSubmit = async (event: IChangeEvent) => {
    if (busy.current) return;
    submitted.current = true;
    data.current = (event.formData ?? data.current) as SpecFormData;
    const found = check(data.current);
    setErrors(Object.fromEntries(found.map((e) => [e.field, e])));
    if (found[0]) {
      setFocusRequest({ field: found[0].field });
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      const refused = Object.entries((await options.onSubmit(trimValues(data.current, form))) ?? {});
      if (refused[0]) {
        setErrors(Object.fromEntries(refused.map(([field, messageKey]) => [field, { field, rule: REFUSED, messageKey }])));
        setFocusRequest({ field: refused[0][0] });
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return { formRef, initialData, errors, pending, onChange, onBlur, onSubmit };
}

/** The rule of a message the API's answer put at a field (RefusedFields). */
const REFUSED = 'refused';

/**
 * Shown errors updated to the current ones: each still failing shows its current rule, each passing goes.
 * A refused value's message stays until that field (`changed`) is changed.
 */
function follow(shown: ShownErrors, current: readonly FieldError[], changed?: string): ShownErrors {
  const next: Record<string, FieldError> = {};
  for (const field of Object.keys(shown)) {
    const error = current.find((e) => e.field === field);
    if (error) next[field] = error;
    else if (shown[field]!.rule === REFUSED && field !== changed) next[field] = shown[field]!;
  }
  const same = Object.keys(next).length === Object.keys(shown).length && Object.keys(next).every((f) => next[f]!.rule === shown[f]!.rule);
  return same ? shown : next;
}

function withField(shown: ShownErrors, field: string, error: FieldError | undefined): ShownErrors {
  if (shown[field]?.rule === error?.rule) return shown;
  // Leaving a refused field unchanged does not clear the API's word on it (changing it does, see follow).
  if (!error && shown[field]?.rule === REFUSED) return shown;
  const { [field]: _, ...rest } = shown;
  return error ? { ...rest, [field]: error } : rest;
}

/** Focuses a field by id; a radio group (several inputs under one name) by its checked or first radio. */
function focusField(form: HTMLFormElement | null | undefined, id: string) {
  const target = form?.elements.namedItem(id);
  if (!target) return;
  if (target instanceof Element) refocus(target as HTMLElement);
  else {
    const radios = Array.from(target as RadioNodeList) as HTMLInputElement[];
    const radio = radios.find((r) => r.checked) ?? radios[0];
    if (radio) refocus(radio);
  }
}

/**
 * Focus that is heard: a form sent with Enter keeps the focus in its field, and focusing it again does
 * nothing, so a screen reader would not read the message now under it. Leaving and coming back makes
 * it read the field again, with its message (a refused field keeps its message on leaving).
 */
function refocus(element: HTMLElement) {
  if (element === element.ownerDocument.activeElement) element.blur();
  element.focus();
}
