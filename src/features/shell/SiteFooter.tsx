import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { hydratedPart } from '@/shared/ui/hydrated-part';
import { PartBoundary } from '@/shared/ui/PartBoundary';
// The footer's styles stay with the page's first styles: its prerendered markup is styled before its code arrives,
// the newsletter's field in every form's field look too (it was drawn unstyled, 21 px high, until the chunk came).
import '@/shared/ui/field.css';
import './footer/footer.css';
import './shell.css';

const FooterPart = hydratedPart(() => import('./Footer').then((m) => ({ default: m.Footer })), {
  namespaces: ['footer', 'forms', 'shell'],
});

/**
 * The site footer, below the fold on every page: its code (links, help, apps, newsletter, languages)
 * and its texts are chunks of their own, fetched as the app starts rather than before its first render.
 * If they cannot be fetched (offline), the page goes on without a footer; the next page tries again.
 */
export function SiteFooter() {
  const { pathname } = useLocation();
  return (
    <PartBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <FooterPart />
      </Suspense>
    </PartBoundary>
  );
}
