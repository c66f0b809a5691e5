import { useTranslation } from 'react-i18next';
import type { LoginData } from './login-loader';

/**
 * Google and Facebook login (core §3), each only while its feature is enabled. They are plain links: the
 * browser leaves for the provider and comes back to Login with getToken=true.
 */
export function SocialLogins({ socials }: { socials: LoginData['socials'] }) {
  const { t } = useTranslation('common');
  if (socials.length === 0) return null;
  return (
    <section className="auth__socials" aria-labelledby="login-socials">
      <h2 id="login-socials">{t('login.socialTitle')}</h2>
      <ul>
        {socials.map(({ provider, address }) => (
          <li key={provider}>
            <a className={`button button--secondary auth__social auth__social--${provider}`} href={address}>
              {t(`login.social.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
