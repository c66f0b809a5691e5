import type { SocialLogin } from '@generated/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import type { RegistrationQuery } from './flow';
import { InvalidRegistration } from './InvalidRegistration';
import { NextSteps } from './NextSteps';
import { Notice } from './Notice';

/**
 * The end of identification: confirmed (what comes next), not confirmed (another method), or a link
 * that does not name a registration (start again).
 */
export function IdentityResult({
  outcome,
  registration,
  social,
}: {
  outcome: 'success' | 'failure' | 'invalid';
  registration: RegistrationQuery | undefined;
  /** The social logins offered (their names go into the copy); none: only a password. */
  social: SocialLogin[];
}) {
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  if (outcome === 'invalid' || !registration) return <InvalidRegistration />;
  const { msisdn, guid } = registration;
  if (outcome === 'failure') {
    return (
      <Notice tone="failure" title={t('result.failure.title')}>
        <p>{t('result.failure.text')}</p>
        <p>
          <Link className="button" to={href('RegistrationIdentificationMethods', {}, lang, { msisdn, guid })}>
            {t('result.otherMethod')}
          </Link>
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="success" title={t('result.success.title')}>
      <NextSteps msisdn={msisdn} guid={guid} social={social} />
    </Notice>
  );
}
