import { Suspense } from 'react';
import { hydratedPart } from '@/shared/ui/hydrated-part';
// The footer's styles stay with the page's first styles: its prerendered markup is styled before its code arrives.
import './footer/footer.css';
import './shell.css';

const FooterPart = hydratedPart(() => import('./Footer').then((m) => ({ default: m.Footer })), { namespaces: ['footer'] });

/**
 * The site footer, below the fold on every page: its code (links, help, apps, newsletter, languages)
 * and its texts are chunks of their own, fetched as the app starts rather than before its first render.
 */
export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <FooterPart />
    </Suspense>
  );
}
