import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { EnrollmentStep, loadEnrollment, type EnrollmentData } from '../EnrollmentStep';
import '../registration.css';

/** Beyond the base texts: the registration texts and SpecForm's labels and messages. */
export const namespaces = ['registration'] as const;

export const loader = (args: ScreenLoaderArgs): Promise<EnrollmentData> => loadEnrollment(args);

/**
 * Core §2 /reg/telefono-numerio-pridejimas (enrollment): the number entry inside the /reg/ steps, where
 * "use another number" and "start again" lead, with the number typed before (?msisdn).
 */
export default function RegistrationEnrollment() {
  const data = useLoaderData() as EnrollmentData;
  return <EnrollmentStep data={data} titleId="enrollment-title" />;
}
