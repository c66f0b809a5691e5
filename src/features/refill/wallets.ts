import * as app from '@generated/app';
import * as constants from '@generated/constants';

/** Which wallets the browser can pay with. */
export interface WalletSupport {
  googlePay: boolean;
  applePay: boolean;
}

export const NO_WALLETS: WalletSupport = { googlePay: false, applePay: false };

const GOOGLE_PAY = 'https://google.com/pay';

/**
 * Google Pay API v2.0 request data for the Payment Request API (core §4: networks Mastercard and Visa).
 * # assumed: environment TEST and Google's documented test gateway ("example"), which answer test tokens
 * the sandbox accepts; a live merchant needs its gateway and merchant ids from the payment provider.
 */
export function googlePayData() {
  return {
    environment: 'TEST',
    apiVersion: constants.googlePay.apiVersion,
    apiVersionMinor: constants.googlePay.apiVersionMinor,
    merchantInfo: { merchantName: app.product.name },
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: [...constants.googlePay.allowedCardNetworks],
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
        },
      },
    ],
  };
}

function googlePayRequest(amount: number, label: string, Request: typeof PaymentRequest = PaymentRequest): PaymentRequest {
  return new Request([{ supportedMethods: GOOGLE_PAY, data: googlePayData() }], {
    total: { label, amount: { currency: app.currency, value: amount.toFixed(2) } },
  });
}

interface WalletWindow {
  PaymentRequest?: typeof PaymentRequest;
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/**
 * The wallets among `wanted` (their features enabled) this browser may pay with, known without asking
 * anyone (issue 32, privacy): Google Pay where the Payment Request API exists, Apple Pay where Safari's
 * ApplePaySession says it can (a local answer). Any error means "not supported".
 */
export function possibleWallets(win: WalletWindow, wanted: WalletSupport): WalletSupport {
  let applePay = false;
  try {
    applePay = wanted.applePay && win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    applePay = false;
  }
  return { googlePay: wanted.googlePay && typeof win.PaymentRequest === 'function', applePay };
}

/**
 * Whether Google Pay can pay here. Asking makes the browser fetch Google's payment method manifest from
 * Google, so it is asked only once the visitor is on the mobile payment tab, which says so (refill's
 * walletPrivacy text); never at page load, whatever the cookie choice.
 */
export async function googlePayReady(win: WalletWindow = window as WalletWindow): Promise<boolean> {
  try {
    const Request = win.PaymentRequest;
    return typeof Request === 'function' && (await googlePayRequest(1, app.product.name, Request).canMakePayment()) === true;
  } catch {
    return false;
  }
}

/**
 * Opens the Google Pay sheet for `amount` EUR and answers its payment token, or undefined when the user
 * closes the sheet. The sheet is closed as successful once the token is in hand; the refill call that
 * follows reports its own errors on the page.
 */
export async function googlePayToken(amount: number, label: string): Promise<string | undefined> {
  let response: PaymentResponse;
  try {
    response = await googlePayRequest(amount, label).show();
  } catch (error) {
    if ((error as Error).name === 'AbortError') return undefined;
    throw error;
  }
  const details = response.details as { paymentMethodData?: { tokenizationData?: { token?: string } } } | undefined;
  const token = details?.paymentMethodData?.tokenizationData?.token;
  await response.complete(token ? 'success' : 'fail');
  return token || undefined;
}
