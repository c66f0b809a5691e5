import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languages, type Language } from '@generated/routes';
import { languageOptions, rememberLanguage } from '../common/language-switch';
import { useHere } from '../common/use-here';
import { Flag } from './Flag';

/** Core §2 footer language flags: the same page in each site language (as the header's switch). */
export function FooterLanguages({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const location = useHere();
  const here = location.href;
  return (
    <nav className="site-footer__languages" aria-label={t('language.label')}>
      <ul>
        {languageOptions(location, lang, languages).map((option) => (
          <li key={option.value}>
            <Link
              to={option.target ?? here}
              lang={option.htmlLang}
              hrefLang={option.htmlLang}
              aria-current={option.selected ? 'true' : undefined}
              className="site-footer__language"
              onClick={() => option.target && rememberLanguage(option.value)}
            >
              <Flag language={option.value as Language} />
              <span>{option.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
