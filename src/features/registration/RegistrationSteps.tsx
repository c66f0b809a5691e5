import { useTranslation } from 'react-i18next';

export const STEPS = ['number', 'code', 'identity', 'login'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Where the user is in the registration: an ordered list with the current step marked
 * (aria-current="step"), done steps ticked. Texts: registration:steps.*.
 */
export function RegistrationSteps({ current }: { current: Step }) {
  const { t } = useTranslation('registration');
  const at = STEPS.indexOf(current);
  return (
    <nav className="reg-steps" aria-label={t('steps.label')}>
      <ol>
        {STEPS.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'next';
          return (
            <li key={step} className={`reg-steps__step reg-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="reg-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="reg-steps__label">
                {t(`steps.${step}`)}
                {state === 'done' ? <span className="visually-hidden"> {t('steps.done')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {/* Narrow phones show this caption instead of the step names (the list still names every step for screen readers). */}
      <p className="reg-steps__caption" aria-hidden="true">
        {t('steps.position', { current: at + 1, total: STEPS.length, name: t(`steps.${current}`) })}
      </p>
    </nav>
  );
}
