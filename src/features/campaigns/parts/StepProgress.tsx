import { useTranslation } from 'react-i18next';
import { CampaignStepStatus } from '@generated/enums';
import { stepStates } from '../steps';

const STATUS_TEXT: Record<CampaignStepStatus, string> = {
  [CampaignStepStatus.Finished]: 'campaign-ui:steps.finished',
  [CampaignStepStatus.Active]: 'campaign-ui:steps.active',
  [CampaignStepStatus.Inactive]: 'campaign-ui:steps.inactive',
};

/** The campaign's steps with their progress (campaign seed §3); the current one is aria-current="step". */
export function StepProgress({ namespace, steps, current }: { namespace: string; steps: readonly string[]; current?: string }) {
  const { t } = useTranslation([namespace, 'campaign-ui']);
  if (steps.length === 0) return null;
  return (
    <ol className="campaign-steps" aria-label={t('campaign-ui:steps.label')}>
      {stepStates(steps, current).map((step, index) => (
        <li
          key={step.id}
          className={`campaign-steps__step campaign-steps__step--${step.status === CampaignStepStatus.Finished ? 'finished' : step.status === CampaignStepStatus.Active ? 'active' : 'inactive'}`}
          data-progress={step.status}
          aria-current={step.status === CampaignStepStatus.Active ? 'step' : undefined}
        >
          <span className="campaign-steps__number" aria-hidden="true">
            {step.status === CampaignStepStatus.Finished ? <span className="icon icon--done" /> : index + 1}
          </span>
          <span className="campaign-steps__text">{t(`${namespace}:steps.${step.id}`)}</span>
          <span className="visually-hidden"> ({t(STATUS_TEXT[step.status])})</span>
        </li>
      ))}
    </ol>
  );
}
