import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api/schema';
import { campaignBanners } from '@/shared/campaign-files/banners';
import type { CampaignDefinition } from '@generated/campaigns';
import { loadCampaign } from '@/shared/campaigns/definitions';
import { ConsentStatus } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import type { BannerBehaviour, BannerBodyProps } from '@/shared/banners/banner-behaviour';
import { useServices } from '@/shared/services';
import './consent.css';

type Consent = components['schemas']['Consent'];
type ConsentType = components['schemas']['ConsentType'];

/** The campaign a banner belongs to (its file's definition, loaded). */
async function campaignOf(bannerId: string): Promise<CampaignDefinition | undefined> {
  const file = campaignBanners.find((banners) => banners.banners.some((banner) => banner.id === bannerId));
  return file ? loadCampaign(file.name) : undefined;
}

/** The consents the campaign asks for (its file's settings.consentTypes), in its order. */
function askedTypes(campaign: CampaignDefinition): ConsentType[] {
  const list = campaign.settings.consentTypes;
  return Array.isArray(list) ? (list as ConsentType[]) : [];
}

/**
 * The consent campaign's modal (campaign seed §1, §3, §7; issue 11): shown only to a logged-in customer
 * who has not answered one of the consents it asks for (GET /consent/consents, agreed null), so once
 * answered it is never asked again; the answers are saved with PUT /consent/consents (Agree 1, Disagree 2).
 */
export const consentBanner: BannerBehaviour = {
  async check(services, banner) {
    const campaign = await campaignOf(banner.id);
    if (!campaign || !services.session.getSnapshot().isLoggedIn) return { show: false };
    const [consents] = await Promise.all([unwrap(services.api.GET('/consent/consents')), services.i18n.loadNamespaces(campaign.namespace)]);
    const asked = askedTypes(campaign);
    const unanswered = consents.some((consent) => asked.includes(consent.consentType) && consent.agreed === null);
    return { show: unanswered, data: { campaign, consents: consents.filter((consent) => asked.includes(consent.consentType)) } };
  },
  ModalBody: ConsentModalBody,
};

interface ConsentData {
  campaign: CampaignDefinition;
  consents: Consent[];
}

/** Each consent with its own checkbox (ticked where already given), then "agree to all" or "save my choice". */
function ConsentModalBody({ data, done }: BannerBodyProps) {
  const { campaign, consents } = data as ConsentData;
  const ns = campaign.namespace;
  const services = useServices();
  const { t } = useTranslation(ns);
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<ConsentType>>(
    () => new Set(consents.filter((c) => c.agreed === true).map((c) => c.consentType)),
  );
  const [busy, setBusy] = useState(false);

  const save = async (agreed: ReadonlySet<ConsentType>) => {
    setBusy(true);
    try {
      const body = {
        consents: consents.map((c) => ({
          consentType: c.consentType,
          status: agreed.has(c.consentType) ? ConsentStatus.Agree : ConsentStatus.Disagree,
        })),
      };
      await unwrap(services.api.PUT('/consent/consents', { body }));
    } catch (error) {
      services.fail(error); // the popup; the ticks stay as they were
      setBusy(false);
      return;
    }
    done();
    services.succeed({ description: t('modal.success') });
  };

  const toggle = (type: ConsentType) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <form
      className="consent-modal"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void save(ticked);
      }}
    >
      <p>{t('modal.text')}</p>
      <fieldset className="consent-modal__list" disabled={busy}>
        <legend className="visually-hidden">{t('title')}</legend>
        {consents.map((consent) => (
          <div key={consent.consentType} className="consent-modal__item">
            <input
              type="checkbox"
              id={`${id}-${consent.consentType}`}
              checked={ticked.has(consent.consentType)}
              aria-describedby={`${id}-${consent.consentType}-text`}
              onChange={() => toggle(consent.consentType)}
            />
            {/* The API's wording, in the page's language, is what the customer agrees to (campaign seed §3
                Consent: title, description); the file's texts only stand in when it gives none. */}
            <label htmlFor={`${id}-${consent.consentType}`}>{consent.title || t(`consents.${consent.consentType}.title`)}</label>
            <p id={`${id}-${consent.consentType}-text`} className="consent-modal__text">
              {consent.description || t(`consents.${consent.consentType}.description`)}
            </p>
          </div>
        ))}
      </fieldset>
      <p className="consent-modal__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void save(new Set(consents.map((c) => c.consentType)))}>
          {t('modal.agreeAll')}
        </button>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('modal.save')}
        </button>
      </p>
    </form>
  );
}
