import { useEffect, useState } from 'react';
import { googlePayReady, NO_WALLETS, possibleWallets, type WalletSupport } from './wallets';

/**
 * The wallets this browser may pay with among those `wanted` (enabled features), known at once (the
 * screen renders only in the browser, after the prerendered page is live: its tabs never change under
 * the reader) and again when the wanted set changes. Nothing is fetched for it (wallets.ts).
 */
export function useWallets({ googlePay, applePay }: WalletSupport): WalletSupport {
  const probe = () => (typeof window === 'undefined' ? NO_WALLETS : possibleWallets(window, { googlePay, applePay }));
  const [wallets, setWallets] = useState(probe);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- probe reads the two flags listed
  useEffect(() => setWallets(probe()), [googlePay, applePay]);
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
