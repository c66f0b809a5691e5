import { useEffect, useState } from 'react';
import { googlePayReady, NO_WALLETS, possibleWallets, type WalletSupport } from './wallets';

/**
 * The wallets this browser may pay with among those `wanted` (enabled features): known after the first
 * render (none until then, as the prerendered page has none) and again when the wanted set changes.
 * Nothing is fetched for it (wallets.ts).
 */
export function useWallets({ googlePay, applePay }: WalletSupport): WalletSupport {
  const [wallets, setWallets] = useState(NO_WALLETS);
  useEffect(() => setWallets(possibleWallets(window, { googlePay, applePay })), [googlePay, applePay]);
  return wallets;
}

/**
 * Whether Google Pay can pay here, asked the first time it is `wanted` (the mobile tab is shown and offers
 * it): undefined until the browser answers.
 */
export function useGooglePayReady(wanted: boolean): boolean | undefined {
  const [ready, setReady] = useState<boolean>();
  useEffect(() => {
    if (!wanted || ready !== undefined) return undefined;
    let live = true;
    void googlePayReady().then((answer) => live && setReady(answer));
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
