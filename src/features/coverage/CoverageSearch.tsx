import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { findTown, type CoverageTown } from './town-search';
import '@/shared/ui/field.css';

/**
 * The address or town search: the town is found in what was typed (an address's town or a town's
 * name), else a message at the field, which gets focus; what was typed stays.
 */
export function CoverageSearch({
  lang,
  towns,
  onFound,
}: {
  lang: Language;
  towns: readonly CoverageTown[];
  onFound: (town: CoverageTown) => void;
}) {
  const { t } = useTranslation('coverage', { lng: lang });
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const town = query.trim() ? findTown(towns, query) : undefined;
    if (town) {
      setError(null);
      onFound(town);
      return;
    }
    setError(query.trim() ? t('search.notFound', { query: query.trim() }) : t('search.required'));
    input.current?.focus();
  };
  return (
    <form role="search" className="coverage-search" onSubmit={submit} noValidate>
      <div className={`spec-form__field${error ? ' spec-form__field--invalid' : ''}`}>
        <label htmlFor={`${id}-q`} className="spec-form__label">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          className="spec-form__input"
          autoComplete="street-address"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-help`} className="spec-form__help">
          {t('search.help')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="spec-form__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}
