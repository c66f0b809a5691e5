import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@generated/routes';
import { languageOptions, rememberLanguage } from '../common/language-switch';
import { useHere } from '../common/use-here';
import { HeaderDropdown } from './HeaderDropdown';
import type { HeaderMenus } from './use-header-menus';

/**
 * Core §4 Language change: each choice is the same page in that language (params, query and tab hash
 * translated); Ukrainian opens the Ukraine campaign; the current language does nothing. The choice is
 * kept in the language cookie, and navigating to the new address reloads texts, header and footer.
 */
export function LanguageMenu({ lang, menus }: { lang: Language; menus: HeaderMenus }) {
  const { t } = useTranslation('common', { lng: lang });
  const location = useHere();
  const options = languageOptions(location, lang);
  const here = location.href;
  return (
    <HeaderDropdown
      id="language"
      menus={menus}
      className="header-language"
      listLabel={t('language.change')}
      button={
        <>
          <span className="visually-hidden">{t('language.label')}:</span>{' '}
          <span className="header-language__code">{lang.toUpperCase()}</span>
        </>
      }
    >
      {options.map((option) => (
        <li key={option.value}>
          <Link
            to={option.target ?? here}
            lang={option.htmlLang}
            hrefLang={option.htmlLang}
            aria-current={option.selected ? 'true' : undefined}
            className="header-dropdown__item"
            onClick={(event) => {
              if (!option.target) {
                event.preventDefault();
                menus.close(true);
                return;
              }
              rememberLanguage(option.value);
            }}
          >
            {option.name}
          </Link>
        </li>
      ))}
    </HeaderDropdown>
  );
}
