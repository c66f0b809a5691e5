import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, type AttachmentProblem } from '@/shared/account/attachment';

interface AttachmentFieldProps {
  file: File | null;
  problem: AttachmentProblem | null;
  onChange: (file: File | null) => void;
}

/**
 * The optional file beside a request's form, drawn as the form's own fields are (label, help, the message
 * under it). A refused file is said at the field and stays chosen, as does everything typed in the form.
 */
export const AttachmentField = forwardRef<HTMLInputElement, AttachmentFieldProps>(function AttachmentField(
  { file, problem, onChange },
  ref,
) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="spec-form__field account-attachment">
      <label htmlFor={id} className="spec-form__label">
        {t('requests.attachment.label')}
      </label>
      <p id={`${id}-help`} className="spec-form__help">
        {t('requests.attachment.help')}
      </p>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={[...ATTACHMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {file ? (
        <p className="account-attachment__chosen">
          {t('requests.attachment.chosen', { name: file.name })}{' '}
          <button type="button" className="account-link-button" onClick={() => onChange(null)}>
            {t('requests.attachment.remove')}
          </button>
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="spec-form__error">
          {t(`requests.attachment.${problem}`)}
        </p>
      ) : null}
    </div>
  );
});
