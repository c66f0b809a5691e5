import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ruleValidators } from '@generated/validation/index';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { partnerAutoLoginUrl, rememberAutoLoginStart } from '../auto-login';
import '../protection.css';

export const namespaces = ['protection'] as const;

interface AutoLoginData {
  url: string;
}

/** The partner's address, with the msisdn when the entry was given a valid one. */
export async function loader({ request, route }: ScreenLoaderArgs): Promise<AutoLoginData> {
  const msisdn = new URL(request.url).searchParams.get('msisdn') ?? '';
  return { url: partnerAutoLoginUrl(route.lang, ruleValidators.msisdn(msisdn) ? msisdn : undefined) };
}

/**
 * Auto-login start (campaign seed §2, §4): the browser leaves for the partner's auto-login, which
 * recognises the number and returns to the entry with a status. The page says what is happening and
 * offers the same address as a link, should the browser not follow.
 */
export default function ProtectionAutoLogin() {
  const { url } = useLoaderData() as AutoLoginData;
  const { key, lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  const services = useServices();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    rememberAutoLoginStart();
    services.leave(url);
  }, [url, services]);
  return (
    <div className="protection protection--narrow" aria-busy="true">
      <h1>{t(`routes:${key}.title`)}</h1>
      <div className="protection__spinner" aria-hidden="true" />
      <p className="protection__lead" role="status">
        {t('autoLogin.text')}
      </p>
      <p className="protection__actions">
        <a href={url} onClick={() => rememberAutoLoginStart()}>
          {t('autoLogin.manual')}
        </a>
      </p>
    </div>
  );
}
