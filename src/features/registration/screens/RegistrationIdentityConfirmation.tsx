import type { SocialLogin } from '@generated/enums';
import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { registrationOf, socialOffered, type RegistrationQuery } from '../flow';
import { IdentityResult } from '../IdentityResult';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { RegistrationSteps } from '../RegistrationSteps';
import '../registration.css';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['registration'] as const;

interface ConfirmationData {
  outcome: 'success' | 'failure' | 'invalid';
  registration: RegistrationQuery | undefined;
  /** The social logins offered (their names go into the copy); none: only a password. */
  social: SocialLogin[];
}

/** The query's success, lowercased (core §2: a bank may send "True"): "true" or "false"; anything else is not a result. */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<ConfirmationData> {
  const query = new URL(request.url).searchParams;
  const registration = await registrationOf(query);
  const success = query.get('success')?.toLowerCase();
  const outcome = !registration ? 'invalid' : success === 'true' ? 'success' : success === 'false' ? 'failure' : 'invalid';
  return { outcome, registration, social: outcome === 'success' ? await socialOffered(services) : [] };
}

/**
 * Core §2 /reg/patvirtinimas (query msisdn, guid, schema, success): where bank identification comes
 * back. Confirmed: the last step (a password or a social login; a logged-in user is done). Not
 * confirmed: another method.
 */
export default function RegistrationIdentityConfirmation() {
  const data = useLoaderData() as ConfirmationData;
  return (
    <section className="reg" aria-labelledby="identity-confirmation-title">
      <RouteHeading id="identity-confirmation-title" />
      <RegistrationSteps current={data.outcome === 'success' ? 'login' : 'identity'} />
      <IdentityResult outcome={data.outcome} registration={data.registration} social={data.social} />
    </section>
  );
}
