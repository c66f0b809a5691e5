import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import type { Device, DeviceDetails } from './device-data';
import { cssomStyle } from '@/shared/ui/cssom-style';

interface Option {
  label: string;
  skuUrl: string;
  current: boolean;
  hex?: string | null;
}

/**
 * The model's colours and memory sizes (its variants, GET /devices?skuCode=..), each a link to that
 * variant's page; the current one is marked. A memory size links to the same colour when it exists.
 */
export function VariantPicker({ device, variants }: { device: DeviceDetails; variants: readonly Device[] }) {
  const { t } = useTranslation('devices');
  const { lang } = useRoute();
  if (variants.length < 2)
    return device.colour ? (
      <p className="device__colour">
        {t('device.colour')}: {device.colour}
      </p>
    ) : null;
  const sameMemory = variants.filter((variant) => variant.memory === device.memory && variant.colour);
  const colours: Option[] = sameMemory.map((variant) => ({
    label: variant.colour!,
    hex: variant.colourHex,
    skuUrl: variant.skuUrl,
    current: variant.sku === device.sku,
  }));
  const memories = [...new Set(variants.map((variant) => variant.memory).filter((memory): memory is string => memory !== null))];
  const memoryOptions: Option[] = memories.map((memory) => {
    const target =
      variants.find((variant) => variant.memory === memory && variant.colour === device.colour) ??
      variants.find((variant) => variant.memory === memory)!;
    return { label: memory, skuUrl: target.skuUrl, current: memory === device.memory };
  });
  const group = (id: string, title: string, options: Option[], swatches: boolean) => (
    <div className="device-variants__group">
      <h2 id={id} className="device-variants__title">
        {title}
      </h2>
      <ul className="device-variants__options" aria-labelledby={id}>
        {options.map((option) => (
          <li key={option.skuUrl}>
            <Link
              to={href('Device', { skuUrl: option.skuUrl }, lang)}
              className="device-variants__option"
              aria-current={option.current ? 'page' : undefined}
              replace
            >
              {swatches ? <span className="device-swatch" aria-hidden="true" ref={cssomStyle({ 'background-color': option.hex })} /> : null}
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className="device-variants">
      {colours.length > 1 ? (
        group('device-colours', t('device.colour'), colours, true)
      ) : device.colour ? (
        <p className="device__colour">
          {t('device.colour')}: {device.colour}
        </p>
      ) : null}
      {memoryOptions.length > 1 ? group('device-memory', t('device.memory'), memoryOptions, false) : null}
    </div>
  );
}
