import { useEffect, useState } from 'react';
import { detectWallets, NO_WALLETS, type WalletSupport } from './wallets';

/** The wallets this browser supports, detected once after the first render (none until then). */
export function useWallets(): WalletSupport {
  const [wallets, setWallets] = useState(NO_WALLETS);
  useEffect(() => {
    let live = true;
    void detectWallets().then((found) => {
      if (live && (found.googlePay || found.applePay)) setWallets(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return wallets;
}
