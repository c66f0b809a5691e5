import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { QUERY_MAX_LENGTH } from './help-data';

/**
 * The help search: a plain GET form (it works before the app starts too) whose query stays in the
 * address (?q=). An empty query gets its message at the field, which keeps the focus.
 */
export function HelpSearch({ query }: { query: string }) {
  const { t } = useTranslation('help');
  const { lang } = useRoute();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const action = href('Help', {}, lang);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = (input.current?.value ?? '').trim();
    if (!value) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    void navigate(href('Help', {}, lang, { q: value }));
  };

  return (
    <form role="search" className="help-search" action={action} method="get" onSubmit={submit} noValidate>
      <label htmlFor="help-q" className="help-search__label">
        {t('search.label')}
      </label>
      <div className="help-search__row">
        <input
          ref={input}
          id="help-q"
          key={query}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'help-q-error' : 'help-q-hint'}
          onInput={() => invalid && setInvalid(false)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
      {invalid ? (
        <p id="help-q-error" className="help-search__error">
          {t('search.required')}
        </p>
      ) : (
        <p id="help-q-hint" className="help-search__hint">
          {t('search.hint')}
        </p>
      )}
    </form>
  );
}
