import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodName, RefillTab } from '@generated/enums';
import type { RefillMobileFormData } from '@generated/forms/refill-mobile';
import type { FormDefinition } from '@generated/forms/types';
import { SpecForm, type ExtraValidate, type SpecFormData } from '@/shared/forms';
import { exceedsCap } from './amount';
import { withMethods } from './form-methods';
import { refillRequest } from './requests';
import type { useRefillActions } from './use-refill-actions';
import { useGooglePayReady } from './use-wallets';
import { googlePayToken } from './wallets';

interface MobileTabProps {
  form: FormDefinition<RefillMobileFormData>;
  methods: readonly string[];
  phone?: string;
  actions: ReturnType<typeof useRefillActions>;
  /** The tab is the one shown (every tab's panel is kept, so what was typed stays). */
  shown: boolean;
}

/** The cap from spec/app.yaml as well as the form's own pattern, so the two cannot drift apart unnoticed. */
const capRule: ExtraValidate = (data) => ({
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- extra checks run before the rules pass: the data is not yet of the form's type
  amount: exceedsCap(String(data.amount ?? ''), RefillTab.Mobile) ? 'MobileAmountMax' : undefined,
});

/**
 * Mobile payment: amounts up to 30 € only. Google Pay opens the browser's payment sheet (Payment Request
 * API, Google Pay API v2.0) and sends its token, so the refill completes at once; closing the sheet
 * leaves the form as it was. Apple Pay needs a merchant validation call the API does not offer, so it is
 * handed to the payment page (the refill call without a token answers it).
 */
export function MobileTab({ form, methods: offered, phone, actions, shown }: MobileTabProps) {
  const { t } = useTranslation('common');
  const google = offered.includes(PaymentMethodName.GooglePay);
  // Asked once the visitor is on this tab (it fetches Google's manifest): a browser that cannot pay loses the choice.
  const googleReady = useGooglePayReady(google && shown);
  const methods = googleReady === false ? offered.filter((method) => method !== PaymentMethodName.GooglePay) : offered;
  const limited = withMethods(form, methods);
  const initialData = useMemo<SpecFormData>(() => (phone ? { phone } : {}), [phone]);

  const submit = async (data: RefillMobileFormData) => {
    if (data.method !== PaymentMethodName.GooglePay) return actions.refill(refillRequest(data));
    const body = refillRequest(data);
    let token: string | undefined;
    try {
      token = await googlePayToken(body.amount, t('refill:walletTotal'));
    } catch (error) {
      return actions.fail(error);
    }
    if (token) await actions.refill(refillRequest(data, token));
  };

  return (
    <>
      {methods.length ? (
        <SpecForm form={limited} idPrefix="refill-mobile" initialData={initialData} validate={capRule} onSubmit={submit} />
      ) : (
        <p className="refill__notice">{t('refill:walletUnavailable')}</p>
      )}
      {google ? <p className="refill__wallet-note">{t('refill:walletPrivacy')}</p> : null}
    </>
  );
}
