import { useTranslation } from 'react-i18next';

/** Stands in for data that failed to load (the error popup has said why). */
export function Unavailable() {
  const { t } = useTranslation('account');
  return <p className="account-notice account-notice--error">{t('unavailable')}</p>;
}
