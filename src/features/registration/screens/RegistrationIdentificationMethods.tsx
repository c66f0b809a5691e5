import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { components } from '@generated/api/schema';
import { forms, type FormDefinition } from '@generated/forms/index';
import type { RegistrationIdentificationFormData } from '@generated/forms/registration-identification';
import { href } from '@/shared/routing/paths';
import { apiBaseUrl, unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { SpecForm, type FieldChoice } from '@/shared/forms';
import { paymentRedirect } from '@/shared/navigation/payment-redirect';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { registrationOf, schemaOf, type IdentificationState, type RegistrationQuery } from '../flow';
import { InvalidRegistration } from '../InvalidRegistration';
import { RegistrationSteps } from '../RegistrationSteps';
import '../registration.css';

/** Beyond the base texts: the registration texts and SpecForm's labels, options and messages. */
export const namespaces = ['registration'] as const;

type Method = components['schemas']['IdentificationMethod'];

/** Without a registration (msisdn and guid) there is nothing to identify: the step says so. */
type MethodsData = { registration: undefined } | IdentifyingData;

interface IdentifyingData {
  form: FormDefinition<RegistrationIdentificationFormData>;
  registration: RegistrationQuery;
  /** The API's methods in display order; null when they could not be read (the form's own options stand in). */
  methods: Method[] | null;
}

export async function loader({ request, services }: ScreenLoaderArgs): Promise<MethodsData> {
  const registration = await registrationOf(new URL(request.url).searchParams);
  if (!registration) return { registration };
  const [form, methods] = await Promise.all([
    forms['registration-identification'](),
    optionalData(services, unwrap(services.api.GET('/registration/identification-methods')), null),
  ]);
  return { form, registration, methods };
}

/**
 * Core §2 /reg/identifikavimo-budai: how to prove the owner's identity. Smart-ID and Mobile-ID need
 * the personal number and continue on the identification step (control code, polling); the bank
 * sends the browser to the bank, which comes back to the identity confirmation.
 */
export default function RegistrationIdentificationMethods() {
  const data = useLoaderData() as MethodsData;
  return (
    <section className="reg" aria-labelledby="identification-methods-title">
      <RouteHeading id="identification-methods-title" />
      <RegistrationSteps current="identity" />
      {data.registration ? <ChooseMethod {...data} /> : <InvalidRegistration />}
    </section>
  );
}

function ChooseMethod({ form, registration, methods }: IdentifyingData) {
  const services = useServices();
  const navigate = useNavigate();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  const choices: FieldChoice[] | undefined = methods?.map((method) => ({ value: method.schema, label: method.name }));

  const onSubmit = async (values: RegistrationIdentificationFormData) => {
    const schema = schemaOf(values.schema)!;
    const { msisdn, guid, useDirect } = registration;
    try {
      const started = await unwrap(
        services.api.POST('/registration/identification', {
          body: {
            msisdn,
            guid,
            schema,
            ...(schema !== 'bank' && values.personalNumber ? { personalNumber: values.personalNumber } : {}),
          },
        }),
      );
      if (started.redirectUrl) {
        const target = paymentRedirect(started.redirectUrl, window.location.origin, apiBaseUrl);
        if (!target) throw new Error(`Refused the identification redirect ${started.redirectUrl}`);
        if (target.kind === 'route') void navigate(target.path);
        else services.leave(target.url);
        return;
      }
      // The started identification lives in the history entry: a reload or back/forward keeps polling it.
      const state: IdentificationState = { workflowId: started.workflowId, controlCode: started.controlCode };
      void navigate(href('RegistrationIdentification', {}, lang, { msisdn, guid, schema, useDirect: String(useDirect) }), { state });
    } catch (error) {
      services.fail(error); // RegistrationNotFoundException, PersonalNumberRequired: the text in the popup
    }
  };

  return (
    <>
      <p>{t('methods.intro')}</p>
      <SpecForm
        form={form}
        initialData={{
          msisdn: registration.msisdn,
          guid: registration.guid,
          ...(registration.schema ? { schema: registration.schema } : {}),
        }}
        fieldOptions={choices ? { schema: choices } : undefined}
        onSubmit={onSubmit}
      >
        <p className="reg__hint">{t('methods.hint')}</p>
      </SpecForm>
    </>
  );
}
