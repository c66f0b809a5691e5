import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { FormDefinition } from '@generated/forms/types';
import type { Language } from '@generated/routes';
import { actionForStatus, ApiError } from '@/shared/api/api-error';
import { useServices } from '@/shared/services';
import {
  choicesOf,
  FILTER_FIELDS,
  LOCKED_ON,
  saveFilters,
  type FilterChoices,
  type FilterField,
  type ProtectionFilters,
} from './protection-api';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The filter types (campaign seed §3: Security 0, Adult 1, Entertainment 2, Crime 3, Advertisement 4)
 * as switches, in the order and with the labels of spec/forms/protection-settings.yaml, saved to the
 * API with one button. While saving the switches and button are busy; a failure keeps every choice
 * as the user left it and says so (the error itself goes to the one error handler).
 */
export function FilterSettings({
  form,
  filters,
  lang,
  headingLevel = 2,
}: {
  form: FormDefinition;
  filters: ProtectionFilters;
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(['protection', 'forms'], { lng: lang });
  const services = useServices();
  const revalidator = useRevalidator();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [saved, setSaved] = useState(() => ({ choices: choicesOf(filters), allowedDomains: filters.allowedDomains }));
  const [choices, setChoices] = useState<FilterChoices>(saved.choices);
  const [state, setState] = useState<SaveState>('idle');
  const fields = form.fields.filter((field): field is typeof field & { name: FilterField } => field.name in FILTER_FIELDS);
  const changed = fields.some((field) => choices[field.name] !== saved.choices[field.name]);
  const saving = state === 'saving';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setState('saving');
    try {
      const result = await saveFilters(services, choices, saved.allowedDomains);
      const next = { choices: choicesOf(result), allowedDomains: result.allowedDomains };
      setSaved(next);
      setChoices(next.choices);
      setState('saved');
    } catch (error) {
      setState('failed');
      services.fail(error);
      // In the /narsyk area this page is the entry itself, so the error handler's "go to the entry" is
      // no move: load it again, and without its token it starts a new auto-login.
      if (
        services.variant === 'protection' &&
        error instanceof ApiError &&
        error.kind === 'http' &&
        actionForStatus(error.status) === 'login'
      ) {
        void revalidator.revalidate();
      }
    }
  };

  return (
    <section className="filter-settings" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('settings.title')}</Heading>
      <p id={`${id}-intro`}>{t('settings.intro')}</p>
      <form onSubmit={(event) => void submit(event)} aria-describedby={`${id}-intro`} aria-busy={saving || undefined} noValidate>
        <ul className="filter-settings__list">
          {fields.map((field) => {
            const locked = LOCKED_ON.includes(field.name);
            const inputId = `${id}-${field.name}`;
            const help = [t(field.helpKey, { defaultValue: '' }), locked ? t('settings.alwaysOn') : ''].filter(Boolean).join(' ');
            return (
              <li key={field.name} className="filter-switch">
                <input
                  type="checkbox"
                  role="switch"
                  id={inputId}
                  name={field.name}
                  className="filter-switch__input"
                  checked={locked || choices[field.name]}
                  disabled={locked || saving}
                  aria-describedby={help ? `${inputId}-help` : undefined}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setChoices((current) => ({ ...current, [field.name]: on }));
                    if (state !== 'saving') setState('idle');
                  }}
                />
                <label htmlFor={inputId} className="filter-switch__label">
                  {t(field.labelKey)}
                </label>
                {help ? (
                  <p id={`${inputId}-help`} className="filter-switch__help">
                    {help}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="filter-settings__actions">
          {/* Busy, not disabled: a focused button that is disabled drops the keyboard's focus (Chrome). */}
          <button type="submit" className="button" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
            {t('forms:protection-settings.submit')}
          </button>
          <p role="status" className="filter-settings__status">
            {saving
              ? t('settings.saving')
              : state === 'saved'
                ? t('settings.saved')
                : changed && state !== 'failed'
                  ? t('settings.unsaved')
                  : ''}
          </p>
        </div>
        {state === 'failed' ? (
          <p role="alert" className="filter-settings__error">
            {t('settings.failed')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
