import { createContext, useContext, type ComponentType } from 'react';
import type { Services } from '@/shared/services';
import type { Banner } from './banner-rules';

/**
 * What code adds to a campaign's banner when its visibility or its modal's body cannot be data (the
 * consent campaign: shown only while the customer's consents are not given, its modal asks for them).
 * A feature provides them by campaign kind (src/app fills the context from the campaigns feature), so
 * this folder stays free of feature code and any campaign of that kind gets the same behaviour.
 */
export interface BannerBehaviour {
  /**
   * Whether the banner is for this visitor now, and what its modal body needs. Asked once per page,
   * after the banner's own rules (location, logged-in-only, closed, once per session) let it show;
   * until it answers the banner waits, and a failure hides it (campaign seed §8: banners fail silently).
   */
  check?(services: Services, banner: Banner): Promise<{ show: boolean; data?: unknown }>;
  /** The modal's content in place of its description; `done` closes it for the session. */
  ModalBody?: ComponentType<BannerBodyProps>;
}

export interface BannerBodyProps {
  banner: Banner;
  /** What `check` answered. */
  data: unknown;
  /** Closes the modal for the session (the visitor answered it). */
  done: () => void;
}

/** Campaign kind -> its banners' behaviour, loaded only when such a banner is about to show. */
export type BannerBehaviours = Readonly<Partial<Record<string, () => Promise<BannerBehaviour>>>>;

const BannerBehavioursContext = createContext<BannerBehaviours>({});

export const BannerBehavioursProvider = BannerBehavioursContext.Provider;

export const useBannerBehaviours = (): BannerBehaviours => useContext(BannerBehavioursContext);
