import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type RouteInfo, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { registrationEnabled, validMsisdn } from './flow';
import { Notice } from './Notice';
import { RegistrationSteps } from './RegistrationSteps';

export interface EnrollmentData {
  enabled: boolean;
  form: FormDefinition;
  /** A number to start from (?msisdn, "use another number" from a later step). */
  msisdn: string | undefined;
}

/** The feature switch and the form, in parallel. */
export async function loadEnrollment({ request, services }: Pick<ScreenLoaderArgs, 'request' | 'services'>): Promise<EnrollmentData> {
  const [enabled, form, msisdn] = await Promise.all([
    registrationEnabled(services),
    forms['registration-enrollment'](),
    validMsisdn(new URL(request.url).searchParams.get('msisdn')),
  ]);
  return { enabled, form, msisdn };
}

/** CustomerRegistration (20) is off: registration is hidden, with a way to log in instead. */
export function RegistrationUnavailable({ lang }: { lang: RouteInfo['lang'] }) {
  const { t } = useTranslation('registration');
  return (
    <Notice tone="info" title={t('unavailable.title')}>
      <p>{t('unavailable.text')}</p>
      <p>
        <Link className="button" to={href('Login', {}, lang)}>
          {t('links.login')}
        </Link>
      </p>
    </Notice>
  );
}

/**
 * Step 1 (core §2 /registruotis and /reg/telefono-numerio-pridejimas): the number to register. The
 * answer's msisdn, method and useDirect become the enrollment confirmation's query.
 */
export function EnrollmentStep({ data, titleId }: { data: EnrollmentData; titleId: string }) {
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');

  const onSubmit = async (values: SpecFormData) => {
    try {
      const result = await unwrap(services.api.POST('/registration/enrollment', { body: { msisdn: String(values.msisdn) } }));
      services.navigate(
        href('RegistrationEnrollmentConfirmation', {}, lang, {
          msisdn: result.msisdn,
          method: result.method,
          useDirect: String(result.useDirect),
        }),
      );
    } catch (error) {
      // UserAlreadyExistsException, InvalidMsisdnException {0}, throttling: the text in the popup; the number stays typed.
      services.fail(error);
    }
  };

  return (
    <section className="reg" aria-labelledby={titleId}>
      <RouteHeading id={titleId} />
      {data.enabled ? (
        <>
          <RegistrationSteps current="number" />
          <p>{t('enrollment.intro')}</p>
          <SpecForm form={data.form} initialData={data.msisdn ? { msisdn: data.msisdn } : undefined} onSubmit={onSubmit} />
          <p className="reg__aside">
            {t('links.haveAccount')} <Link to={href('Login', {}, lang)}>{t('links.login')}</Link>
          </p>
        </>
      ) : (
        <RegistrationUnavailable lang={lang} />
      )}
    </section>
  );
}
