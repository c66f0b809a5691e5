import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignBanners as campaignFiles } from '@/shared/campaign-files/banners';
import { defaultLanguage } from '@generated/routes';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { Modal } from '@/shared/ui/Modal';
import { useBannerBehaviours, type BannerBehaviour } from './banner-behaviour';
import * as app from '@generated/app';
import { chooseModals, listNotices, onceShown, type Banner } from './banner-rules';
import type { BannerLocation } from '@generated/enums';
import type { BannerData } from './load-banners';
import { closedBanners, rememberClosed, rememberPopup, rememberShown, shownBanners, visitPopups } from './banner-memory';
import { BannerNotice } from './BannerNotice';
import { plainText } from '@/shared/content/plain-text';
import { selectNotices, type CampaignBannerSources } from './campaign-banners';
import { SafeLink } from './SafeLink';
import './banners.css';
import { now } from '@/shared/clock';

export interface InformationBannersProps {
  /** The API's banners and its campaign records (the screen's loader fetched them, loadBanners), with any the page makes itself (the card banner). */
  banners: BannerData;
  location: BannerLocation;
}

/** The kind of the campaign each campaign banner belongs to (its behaviour, if the kind has one). */
const KIND_OF = new Map(campaignFiles.flatMap((campaign) => campaign.banners.map((banner) => [banner.id, campaign.kind] as const)));

interface Checked {
  show: boolean;
  data?: unknown;
  behaviour: BannerBehaviour;
}

/**
 * The information banners of one location (campaign seed §3, §4): the API's and the active campaigns',
 * by priority; inline ones together, modals one at a time, and of those only the visit's one popup
 * opens by itself (chooseModals): the others wait among the notices until the visitor opens them.
 * What the session remembered is read once when the page opens, so a once-per-session banner stays
 * until the user leaves the page.
 */
export function InformationBanners({ banners, location }: InformationBannersProps) {
  const { lang } = useRoute();
  const { t, i18n } = useTranslation(['common', 'campaigns']);
  const { isLoggedIn } = useSession();
  const [memory] = useState(() => ({ closed: closedBanners(), shown: shownBanners() }));
  const [closed, setClosed] = useState<ReadonlySet<string>>(memory.closed);
  const [expanded, setExpanded] = useState(false);
  const [popups, setPopups] = useState(() => visitPopups(isLoggedIn));
  const [requested, setRequested] = useState<string>();
  const listId = useId();

  const selection = useMemo(() => {
    const sources: CampaignBannerSources = {
      url: (href) => href[lang] ?? href[defaultLanguage]!,
      texts: (name, id) => {
        const key = `campaigns:${name}.banners.${id}`;
        if (!i18n.exists(`${key}.text`, { lng: lang })) return undefined;
        const optional = (field: string) =>
          i18n.exists(`${key}.${field}`, { lng: lang }) ? i18n.t(`${key}.${field}`, { lng: lang }) : null;
        return { text: i18n.t(`${key}.text`, { lng: lang }), description: optional('description'), buttonText: optional('buttonText') };
      },
    };
    const context = { location, isLoggedIn, closed: memory.closed, shown: memory.shown };
    return selectNotices({ api: banners.api, campaigns: campaignFiles, records: banners.campaigns, now: now(), sources }, context);
  }, [banners, location, isLoggedIn, memory, lang, i18n]);

  // A campaign banner whose kind has a behaviour waits for its check (e.g. the consents not given yet).
  const behaviours = useBannerBehaviours();
  const services = useServices();
  const [checked, setChecked] = useState<Readonly<Record<string, Checked>>>({});
  const started = useRef(new Set<string>());
  const loaderOf = (id: string) => behaviours[KIND_OF.get(id) ?? ''];
  const toCheck = [...selection.inline, ...selection.modals]
    .filter((banner) => !closed.has(banner.id) && loaderOf(banner.id))
    .map((banner) => banner.id)
    .join(' ');
  useEffect(() => {
    for (const id of toCheck ? toCheck.split(' ') : []) {
      if (started.current.has(id)) continue;
      started.current.add(id);
      const banner = [...selection.inline, ...selection.modals].find((candidate) => candidate.id === id)!;
      void loaderOf(id)!()
        .then(async (behaviour) => ({ behaviour, ...(behaviour.check ? await behaviour.check(services, banner) : { show: true }) }))
        .then(
          (result) => setChecked((previous) => ({ ...previous, [id]: result })),
          () => setChecked((previous) => ({ ...previous, [id]: { show: false, behaviour: {} } })),
        ); // failing: hidden
    }
    // Keyed by the ids to check: a banner is checked once per page, whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toCheck]);
  // Whether a banner is for this visitor: undefined while its behaviour's check has not answered.
  const readiness = (banner: Banner) => (loaderOf(banner.id) ? checked[banner.id]?.show : true);
  const ready = (banner: Banner) => readiness(banner) === true;

  const choice = chooseModals(selection.modals, closed, readiness, popups);
  const { notices, atOnce } = listNotices(
    selection.inline.filter((banner) => !closed.has(banner.id) && ready(banner)),
    choice.waiting,
  );
  const inline = expanded ? notices : notices.slice(0, atOnce.wide);
  const waiting = notices.length - inline.length;
  const waitingOnPhone = expanded ? 0 : notices.length - atOnce.phone;
  const modal = choice.popup ?? choice.waiting.find((banner) => banner.id === requested);
  const ModalBody = modal ? checked[modal.id]?.behaviour.ModalBody : undefined;
  // Remembered as shown only when the visitor can see it: a phone hides all but the first notices, and a
  // waiting modal counts once it is opened.
  const phone = typeof matchMedia === 'function' && matchMedia(`(max-width: ${app.breakpoints.mobilePx - 0.02}px)`).matches;
  const seen = expanded || !phone ? inline : inline.slice(0, atOnce.phone);
  const onScreen = onceShown([...seen.filter((notice) => !notice.modal).map((notice) => notice.banner), modal]).join(' ');
  useEffect(() => {
    if (onScreen) rememberShown(onScreen.split(' '));
  }, [onScreen]);
  const popup = choice.popup?.id;
  useEffect(() => {
    if (!popup || popups.includes(popup)) return;
    rememberPopup(popup, isLoggedIn);
    setPopups((previous) => [...previous, popup]);
  }, [popup, popups, isLoggedIn]);

  const close = (id: string) => {
    rememberClosed([id]);
    setClosed((previous) => new Set(previous).add(id));
  };

  return (
    <>
      {inline.length > 0 ? (
        <div className="info-banners-area">
          <ul id={listId} className="info-banners" aria-label={t('banners.label')}>
            {inline.map(({ banner, modal: waits }, index) => (
              <BannerNotice
                key={banner.id}
                banner={banner}
                onClose={() => close(banner.id)}
                onOpen={waits ? () => setRequested(banner.id) : undefined}
                laterOnPhone={!expanded && index >= atOnce.phone}
              />
            ))}
          </ul>
          {waitingOnPhone > 0 || expanded ? (
            // A phone hides more of them than a wider screen (CSS): the button says how many each hides.
            <button
              type="button"
              className={`info-banners__more${waiting > 0 || expanded ? '' : ' info-banners__more--phone'}`}
              aria-controls={listId}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? (
                t('banners.fewer')
              ) : (
                <>
                  <span className="info-banners__count--phone">{t('banners.showMore', { count: waitingOnPhone })}</span>
                  {waiting > 0 ? <span className="info-banners__count--wide">{t('banners.showMore', { count: waiting })}</span> : null}
                </>
              )}
            </button>
          ) : null}
        </div>
      ) : null}
      {modal ? (
        <Modal
          key={modal.id}
          open
          title={plainText(modal.text)}
          onClose={() => close(modal.id)}
          actions={
            modal.buttonText ? (
              <SafeLink url={modal.buttonUrl} className="button" onClick={modal.buttonClose ? () => close(modal.id) : undefined}>
                {modal.buttonText}
              </SafeLink>
            ) : null
          }
        >
          {ModalBody ? (
            <ModalBody banner={modal} data={checked[modal.id]!.data} done={() => close(modal.id)} />
          ) : (
            <>
              {modal.imageUrl ? <img className="info-banner__modal-image" src={modal.imageUrl} alt="" /> : null}
              {modal.description ? <p>{modal.description}</p> : null}
            </>
          )}
        </Modal>
      ) : null}
    </>
  );
}
