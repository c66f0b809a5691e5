import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The device's pictures: one large, the others as buttons that show them (the shown one is pressed). */
export function DeviceGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation('devices');
  const [shown, setShown] = useState(0);
  const alt = (index: number) => t('device.picture', { name, n: index + 1, total: images.length });
  return (
    <section className="device-gallery" aria-label={t('device.pictures')}>
      <img className="device-gallery__main" src={images[shown]} alt={alt(shown)} width={600} height={600} />
      {images.length > 1 ? (
        <ul className="device-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" className="device-gallery__thumb" aria-pressed={index === shown} onClick={() => setShown(index)}>
                <img src={image} alt={alt(index)} width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
