import { useId } from 'react';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  /** A change is being saved: the switch ignores clicks (it keeps its focus, unlike a disabled button). */
  busy?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * An on/off setting saved at once (consents, the newsletter): a button with role="switch" and aria-checked,
 * named by its label (which toggles it too) and described by its description.
 */
export function Switch({ label, description, checked, busy, disabled, onToggle }: SwitchProps) {
  const id = useId();
  return (
    <div className="account-switch">
      <button
        id={id}
        type="button"
        role="switch"
        className="account-switch__control"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <span className="account-switch__thumb" aria-hidden="true" />
      </button>
      <div className="account-switch__text">
        <label htmlFor={id} className="account-switch__label">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="account-switch__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
