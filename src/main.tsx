import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { languageOf } from '@/app/language';
import { createI18n } from '@/shared/i18n/i18n';

async function start() {
  const language = languageOf(window.location.pathname);
  const i18n = await createI18n(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
