import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { HeaderActions } from './header/HeaderActions';
import { LanguageMenu } from './header/LanguageMenu';
import { MainLinks } from './header/MainLinks';
import { useHeaderMenus } from './header/use-header-menus';
import { useHideOnScroll } from './header/use-hide-on-scroll';
import { UserMenu } from './header/UserMenu';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { ShellExtrasPart } from './parts';
import './header/header.css';
import './shell.css';

/**
 * The site header (core §2): logo to Home, main links, registration and account buttons, the language
 * dropdown and the user menu. Below 768 px the links and buttons fold into a hamburger menu and the
 * header hides while scrolling down; every menu is a disclosure button (no focus traps). The menu and
 * language buttons are marked for early clicks: pressed on the prerendered page before the app has
 * started, the press is replayed once it is live (src/features/shell/early-clicks.ts). After the
 * header come the parts the shell adds once live (cookie consent, live chat).
 */
export function Header({ dark = false }: { dark?: boolean }) {
  const { lang } = useRoute();
  const { t } = useTranslation('common', { lng: lang });
  const root = useRef<HTMLElement>(null);
  const menus = useHeaderMenus(root);
  const hidden = useHideOnScroll(root, menus.open !== null);
  const mainMenuId = useId();
  const mainOpen = menus.open === 'main';
  const hydrated = useHydrated();
  return (
    <>
      <header ref={root} className={`site-header${dark ? ' site-header--dark' : ''}${hidden ? ' site-header--hidden' : ''}`}>
        <div className="site-header__bar">
          <Link className="site-header__logo" to={href('Home', {}, lang)} aria-label={t('header.logo')}>
            {t('productName')}
          </Link>
          <button
            type="button"
            ref={menus.buttonRef('main')}
            className="site-header__burger"
            data-early-click="main"
            aria-expanded={mainOpen}
            aria-controls={mainMenuId}
            onClick={() => menus.toggle('main')}
          >
            <span className="site-header__burger-icon" aria-hidden="true" />
            <span className="site-header__burger-text">{t('header.menu')}</span>
          </button>
          <div id={mainMenuId} className={`site-header__menu${mainOpen ? ' is-open' : ''}`}>
            <MainLinks lang={lang} />
            <HeaderActions lang={lang} />
          </div>
          <div className="site-header__tools">
            <LanguageMenu lang={lang} menus={menus} />
            <UserMenu lang={lang} menus={menus} />
          </div>
        </div>
      </header>
      {hydrated ? (
        <Suspense fallback={null}>
          <ShellExtrasPart />
        </Suspense>
      ) : null}
    </>
  );
}
