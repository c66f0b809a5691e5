import { useTranslation } from 'react-i18next';
import { cssomStyle } from '@/shared/ui/cssom-style';

/** The colours of a model as small swatches; the names are read out (and shown on hover). */
export function Swatches({ colours }: { colours: readonly { name: string; hex: string | null }[] }) {
  const { t } = useTranslation('devices');
  return (
    <p className="device-swatches">
      <span className="visually-hidden">
        {t('card.colours')}: {colours.map((colour) => colour.name).join(', ')}
      </span>
      {colours.map((colour) => (
        <span
          key={colour.name}
          className="device-swatch"
          title={colour.name}
          aria-hidden="true"
          ref={cssomStyle({ 'background-color': colour.hex })}
        />
      ))}
    </p>
  );
}
