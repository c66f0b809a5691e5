import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router/create-router';
import { variantOf } from './variant';
import { createI18n } from '@/shared/i18n/i18n';
import { languageOf } from '@/shared/navigation/language';
import { createServices } from '@/shared/services';
import { startTokenExchange } from '@/shared/session/start-token-exchange';
import { yieldToMain } from '@/shared/yield-to-main';

/** Creates the services and the router, then hydrates the prerendered page (or renders the shell). */
export async function start(): Promise<void> {
  const variant = variantOf(window.location.pathname);
  const i18n = await createI18n(languageOf(window.location.pathname));
  const root = document.getElementById('root')!;
  const prerendered = root.hasChildNodes();
  let hydrated = () => undefined as void;
  const hydration = prerendered ? new Promise<void>((resolve) => (hydrated = resolve)) : undefined;
  const services = createServices({ variant, i18n, hydration });
  services.session.listenToOtherTabs(window);
  if (variant === 'main') startTokenExchange(services);
  await yieldToMain();
  const router = createAppRouter(services);
  await yieldToMain();
  const app = (
    <StrictMode>
      <App services={services} router={router} onHydrated={hydrated} />
    </StrictMode>
  );
  if (prerendered) {
    // A prerendered page: React renders its own head elements, so the static copies go.
    document.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread until the whole page is done (input stays responsive, no long task).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
