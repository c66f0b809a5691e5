import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@generated/routes';
import { disabledFeatures, socialProviders, type RegistrationQuery } from './flow';
import { NextSteps } from './NextSteps';
import { Notice } from './Notice';
import type { Services } from '@/shared/services';
import { useRoute } from '@/shared/routing/screen';

/** Whether a social login may be offered after the identity is confirmed. */
export async function socialOffered(services: Services): Promise<boolean> {
  return socialProviders(await disabledFeatures(services)).length > 0;
}

/**
 * The end of identification: confirmed (what comes next), not confirmed (another method), or a link
 * that does not name a registration (start again).
 */
export function IdentityResult({ outcome, registration, social }: {
  outcome: 'success' | 'failure' | 'invalid';
  registration: RegistrationQuery | undefined;
  social: boolean;
}) {
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  if (outcome === 'invalid' || !registration) {
    return (
      <Notice tone="info" title={t('result.invalid.title')}>
        <p>{t('result.invalid.text')}</p>
        <p><Link className="button" to={href('Registration', {}, lang)}>{t('result.startAgain')}</Link></p>
      </Notice>
    );
  }
  const { msisdn, guid } = registration;
  if (outcome === 'failure') {
    return (
      <Notice tone="failure" title={t('result.failure.title')}>
        <p>{t('result.failure.text')}</p>
        <p><Link className="button" to={href('RegistrationIdentificationMethods', {}, lang, { msisdn, guid })}>{t('result.otherMethod')}</Link></p>
      </Notice>
    );
  }
  return (
    <Notice tone="success" title={t('result.success.title')}>
      <NextSteps msisdn={msisdn} guid={guid} social={social} />
    </Notice>
  );
}
