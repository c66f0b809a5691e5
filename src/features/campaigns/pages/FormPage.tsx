import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routes } from '@/shared/routing/route-table';
import { hrefOf } from '@/shared/routing/paths';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { StepProgress } from '../parts/StepProgress';
import { sendSubmit } from '../submit';
import type { PageProps } from './page-props';

/**
 * A campaign form page: the form of the file (validated at the field, nothing typed lost on an error),
 * its submit as the file declares it, failures through the one error handler, then the success route
 * or the success popup with the file's message.
 */
export function FormPage({ data, step, part }: PageProps) {
  const { campaign, page, form } = data;
  const ns = campaign.namespace;
  const services = useServices();
  const params = useParams();
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  // A new, empty form after a sign-up that stays on the page.
  const [round, setRound] = useState(0);
  const submit = campaign.forms[page.form!]!.submit!;

  const onSubmit = async (values: SpecFormData) => {
    try {
      await sendSubmit(services, submit, values, { campaign: campaign.name, params });
    } catch (error) {
      services.fail(error);
      return;
    }
    if ('route' in submit.success) {
      const target = routes[submit.success.route];
      const own = Object.fromEntries(target.params.filter((p) => params[p] !== undefined).map((p) => [p, params[p]]));
      services.navigate(hrefOf(submit.success.route, own, lang));
    } else {
      services.succeed({ description: t(`${ns}:messages.${submit.success.message}`) });
      setRound((n) => n + 1);
    }
  };

  return (
    <article className="campaign campaign--form">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`routes:${key}.description`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current={step} />
      {part}
      {form ? (
        <SpecForm key={round} form={form} idPrefix={`${campaign.name}-${page.form}`} onSubmit={onSubmit} className="campaign__form" />
      ) : null}
    </article>
  );
}
