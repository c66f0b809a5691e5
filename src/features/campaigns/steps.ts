import { CampaignStepStatus } from '@generated/enums';

export interface StepState {
  id: string;
  status: CampaignStepStatus;
}

/**
 * The three-step progress (campaign seed §3: Finished 1, Active 0, Inactive -1): steps before the
 * current one are finished, the current one active, the rest inactive. Without a current step the
 * first is active (a visitor who has not started yet).
 */
export function stepStates(steps: readonly string[], current: string | undefined): StepState[] {
  const at = current === undefined ? 0 : Math.max(0, steps.indexOf(current));
  return steps.map((id, index) => ({
    id,
    status: index < at ? CampaignStepStatus.Finished : index === at ? CampaignStepStatus.Active : CampaignStepStatus.Inactive,
  }));
}
