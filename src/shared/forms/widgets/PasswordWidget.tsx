import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import * as constants from '@generated/constants';
import { TextInput } from './TextInput';

/**
 * Password with a show/hide toggle. The toggle is a button with a fixed accessible name and aria-pressed
 * (a toggle whose name also changed would be announced twice over); its visible part is an icon drawn by
 * CSS from aria-pressed. At most constants.passwordMaxLength characters; no autocapitalisation or spell
 * check, which would alter or leak what is typed.
 */
export function PasswordWidget(props: WidgetProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const max = Math.min(Number(props.schema.maxLength ?? constants.passwordMaxLength), constants.passwordMaxLength);
  const name = t('password.show');
  return (
    <div className="spec-form__affix spec-form__affix--password">
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        inputProps={{ maxLength: max, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      />
      <button
        type="button"
        className="spec-form__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        title={name}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        <span className="spec-form__toggle-icon" aria-hidden="true" />
        <span className="visually-hidden">{name}</span>
      </button>
    </div>
  );
}
