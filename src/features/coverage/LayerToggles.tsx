import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { TECHNOLOGIES, type Technology } from './town-search';

/** Which technologies the map shows: one checkbox each, its colour as the legend. */
export function LayerToggles({
  lang,
  visible,
  onChange,
}: {
  lang: Language;
  visible: ReadonlySet<Technology>;
  onChange: (next: Set<Technology>) => void;
}) {
  const { t } = useTranslation('coverage', { lng: lang });
  const toggle = (technology: Technology, on: boolean) => {
    const next = new Set(visible);
    if (on) next.add(technology);
    else next.delete(technology);
    onChange(next);
  };
  return (
    <fieldset className="coverage-layers">
      <legend>{t('layers.legend')}</legend>
      {TECHNOLOGIES.map((technology) => (
        <label key={technology} className="coverage-layers__choice">
          <input type="checkbox" checked={visible.has(technology)} onChange={(event) => toggle(technology, event.target.checked)} />
          <span className={`coverage-swatch coverage-swatch--${technology.toLowerCase()}`} aria-hidden="true" />
          {t(`technology.${technology}`)}
        </label>
      ))}
    </fieldset>
  );
}
