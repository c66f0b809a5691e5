import { useTranslation } from 'react-i18next';

/**
 * Stands in for data that failed to load (the error popup has said why). `ns`: the namespace its screen loads that
 * holds `unavailable` (the issue-51 screens load `lines`, not all of `account`).
 */
export function Unavailable({ ns = 'account' }: { ns?: 'account' | 'lines' }) {
  const { t } = useTranslation(ns);
  return <p className="account-notice account-notice--error">{t('unavailable')}</p>;
}
