import { useEffect, useState } from 'react';
import { detectWallets, NO_WALLETS, type WalletSupport } from './wallets';

/**
 * The wallets this browser supports among those `wanted` (enabled features), detected after the first
 * render (none until then) and again when the wanted set changes.
 */
export function useWallets({ googlePay, applePay }: WalletSupport): WalletSupport {
  const [wallets, setWallets] = useState(NO_WALLETS);
  useEffect(() => {
    let live = true;
    if (!googlePay && !applePay) return undefined;
    void detectWallets(window, { googlePay, applePay }).then((found) => {
      if (live) setWallets(found);
    });
    return () => {
      live = false;
    };
  }, [googlePay, applePay]);
  return wallets;
}
