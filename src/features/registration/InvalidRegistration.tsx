import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { Notice } from './Notice';

/** A step opened without a registration in its query (msisdn, guid): say so and start again. */
export function InvalidRegistration() {
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  return (
    <Notice tone="info" title={t('result.invalid.title')}>
      <p>{t('result.invalid.text')}</p>
      <p>
        <Link className="button" to={href('Registration', {}, lang)}>
          {t('result.startAgain')}
        </Link>
      </p>
    </Notice>
  );
}
