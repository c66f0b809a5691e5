import { useTranslation } from 'react-i18next';
import { InformationBannerType } from '@generated/enums';
import type { Banner } from './banner-rules';
import { plainText } from '@/shared/content/plain-text';
import { BannerText } from './BannerText';
import { SafeLink } from './SafeLink';

const KIND: Record<number, keyof typeof InformationBannerType> = Object.fromEntries(
  Object.entries(InformationBannerType).map(([name, id]) => [id, name as keyof typeof InformationBannerType]),
);

export const bannerKind = (banner: Banner) => KIND[banner.typeId] ?? 'Info';

interface BannerNoticeProps {
  banner: Banner;
  onClose: () => void;
  /** A modal waiting among the notices: its button opens it (its own button is in the modal). */
  onOpen?: () => void;
  /** Hidden on a phone until the visitor asks for more (spec/app.yaml notices.inlineAtOnceOnPhone). */
  laterOnPhone?: boolean;
}

/** One Info, Warning or Error banner in the page, or a modal waiting there, with its button and a close button. */
export function BannerNotice({ banner, onClose, onOpen, laterOnPhone }: BannerNoticeProps) {
  const { t } = useTranslation('common');
  const kind = bannerKind(banner);
  return (
    <li
      className={`info-banner info-banner--${kind.toLowerCase()}${laterOnPhone ? ' info-banner--later-on-phone' : ''}`}
      data-banner-id={banner.id}
    >
      {banner.imageUrl && !onOpen ? <img className="info-banner__image" src={banner.imageUrl} alt="" /> : null}
      <div className="info-banner__body">
        <p className="info-banner__title">
          <span className="visually-hidden">{t(`common:banners.kind.${kind}`)}: </span>
          <BannerText text={banner.text} />
        </p>
        {banner.description && !onOpen ? <p className="info-banner__description">{banner.description}</p> : null}
        {onOpen ? (
          <button
            type="button"
            className="button button--secondary info-banner__button"
            aria-haspopup="dialog"
            aria-label={t('common:banners.openNamed', { title: plainText(banner.text) })}
            onClick={onOpen}
          >
            {t('common:banners.open')}
          </button>
        ) : banner.buttonText ? (
          <SafeLink
            url={banner.buttonUrl}
            className="button button--secondary info-banner__button"
            onClick={banner.buttonClose ? onClose : undefined}
          >
            {banner.buttonText}
          </SafeLink>
        ) : null}
      </div>
      <button
        type="button"
        className="info-banner__close"
        aria-label={t('common:banners.closeNamed', { title: plainText(banner.text) })}
        onClick={onClose}
      >
        <span className="icon icon--close" aria-hidden="true" />
      </button>
    </li>
  );
}
