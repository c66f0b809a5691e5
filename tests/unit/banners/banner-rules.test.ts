import { describe, expect, it } from 'vitest';
import { BannerLocation, InformationBannerType } from '@generated/enums';
import {
  byPriority,
  chooseModals,
  isBannerVisible,
  listNotices,
  onceShown,
  selectBanners,
  type Banner,
  type BannerContext,
} from '@/shared/banners/banner-rules';

const banner = (id: string, over: Partial<Banner> = {}): Banner => ({
  id,
  typeId: InformationBannerType.Info,
  text: id,
  description: null,
  buttonText: null,
  buttonUrl: null,
  buttonClose: false,
  imageUrl: null,
  priority: 5,
  locations: [BannerLocation.Home],
  showOnlyToLoggedInUsers: false,
  showOncePerSession: false,
  isUserSpecificBanner: false,
  ...over,
});

const context = (over: Partial<BannerContext> = {}): BannerContext => ({
  location: BannerLocation.Home,
  isLoggedIn: false,
  closed: new Set(),
  shown: new Set(),
  ...over,
});

describe('isBannerVisible (campaign seed §4, §6)', () => {
  it('shows a banner only at its locations', () => {
    expect(isBannerVisible(banner('a', { locations: [BannerLocation.Plans, BannerLocation.Home] }), context())).toBe(true);
    expect(isBannerVisible(banner('a', { locations: [BannerLocation.Dashboard] }), context())).toBe(false);
    expect(isBannerVisible(banner('a', { locations: [BannerLocation.None] }), context({ location: BannerLocation.Home }))).toBe(false);
  });

  it('hides logged-in-only banners from anonymous visitors only', () => {
    const onlyUsers = banner('a', { showOnlyToLoggedInUsers: true });
    expect(isBannerVisible(onlyUsers, context({ isLoggedIn: false }))).toBe(false);
    expect(isBannerVisible(onlyUsers, context({ isLoggedIn: true }))).toBe(true);
  });

  it('hides a banner closed in this session', () => {
    expect(isBannerVisible(banner('a'), context({ closed: new Set(['a']) }))).toBe(false);
    expect(isBannerVisible(banner('a'), context({ closed: new Set(['b']) }))).toBe(true);
  });

  it('shows a once-per-session banner until it has been shown; others keep showing', () => {
    expect(isBannerVisible(banner('a', { showOncePerSession: true }), context())).toBe(true);
    expect(isBannerVisible(banner('a', { showOncePerSession: true }), context({ shown: new Set(['a']) }))).toBe(false);
    expect(isBannerVisible(banner('a'), context({ shown: new Set(['a']) }))).toBe(true);
  });
});

describe('selectBanners', () => {
  it('sorts by priority (lower first), keeping the given order for ties', () => {
    const list = [banner('c', { priority: 3 }), banner('a', { priority: 1 }), banner('b1', { priority: 2 }), banner('b2', { priority: 2 })];
    expect(byPriority(list).map((b) => b.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('splits inline banners from the modal queue, each by priority', () => {
    const { inline, modals } = selectBanners(
      [
        banner('warning', { typeId: InformationBannerType.Warning, priority: 4 }),
        banner('modal-late', { typeId: InformationBannerType.Modal, priority: 9 }),
        banner('info', { priority: 2 }),
        banner('modal-first', { typeId: InformationBannerType.Modal, priority: 1 }),
        banner('error', { typeId: InformationBannerType.Error, priority: 3 }),
      ],
      context(),
    );
    expect(inline.map((b) => b.id)).toEqual(['info', 'error', 'warning']);
    expect(modals.map((b) => b.id)).toEqual(['modal-first', 'modal-late']);
  });

  it('drops a second banner with an id already taken (the API and a campaign naming the same one)', () => {
    const { inline } = selectBanners(
      [banner('a', { text: 'first', priority: 1 }), banner('a', { text: 'second', priority: 2 })],
      context(),
    );
    expect(inline.map((b) => b.text)).toEqual(['first']);
  });
});

describe('modals: one at a time, one popup a visit (spec/app.yaml notices)', () => {
  const modals = [banner('m1', { typeId: 4 }), banner('m2', { typeId: 4 }), banner('m3', { typeId: 4 })];
  const all = () => true;
  const ids = (choice: ReturnType<typeof chooseModals>) => ({ popup: choice.popup?.id, waiting: choice.waiting.map((b) => b.id) });

  it('opens the first modal by priority by itself; the others wait among the notices, in order', () => {
    expect(ids(chooseModals(modals, new Set(), all, []))).toEqual({ popup: 'm1', waiting: ['m2', 'm3'] });
  });

  it('opens no second one in the same visit once the first was shown, on this page or another', () => {
    expect(ids(chooseModals(modals, new Set(['m1']), all, ['m1']))).toEqual({ popup: undefined, waiting: ['m2', 'm3'] });
    // Not closed yet (the visitor followed its link): it opens again on the next page, and only it.
    expect(ids(chooseModals(modals, new Set(), all, ['m1']))).toEqual({ popup: 'm1', waiting: ['m2', 'm3'] });
    // One shown on another page (a location this page does not have) uses the visit's popup up.
    expect(ids(chooseModals(modals, new Set(), all, ['elsewhere']))).toEqual({ popup: undefined, waiting: ['m1', 'm2', 'm3'] });
  });

  it('waits for a modal whose check has not answered before choosing any after it', () => {
    const pending = (b: { id: string }) => (b.id === 'm1' ? undefined : true);
    expect(ids(chooseModals(modals, new Set(), pending, []))).toEqual({ popup: undefined, waiting: [] });
    const hidden = (b: { id: string }) => b.id !== 'm1';
    expect(ids(chooseModals(modals, new Set(), hidden, []))).toEqual({ popup: 'm2', waiting: ['m3'] });
  });

  it('leaves closed modals out', () => {
    expect(ids(chooseModals(modals, new Set(['m1', 'm2', 'm3']), all, []))).toEqual({ popup: undefined, waiting: [] });
  });

  it('remembers only once-per-session banners that are on screen', () => {
    expect(onceShown([banner('a', { showOncePerSession: true }), banner('b'), undefined])).toEqual(['a']);
  });
});

describe('listNotices: one order on every page, the first few before the content (spec/app.yaml notices)', () => {
  it('puts a waiting modal among the inline banners by priority, and stands two before "show more", one on a phone', () => {
    const warning = banner('warning', { typeId: InformationBannerType.Warning, priority: 3 });
    const info = banner('info', { priority: 7 });
    const modal = banner('modal', { typeId: InformationBannerType.Modal, priority: 5 });
    const { notices, atOnce } = listNotices([info, warning], [modal]);
    expect(notices).toEqual([
      { banner: warning, modal: false },
      { banner: modal, modal: true },
      { banner: info, modal: false },
    ]);
    expect(atOnce).toEqual({ wide: 2, phone: 1 });
  });

  it('stands no more than there are', () => {
    expect(listNotices([], []).atOnce).toEqual({ wide: 0, phone: 0 });
    expect(listNotices([banner('only')], []).atOnce).toEqual({ wide: 1, phone: 1 });
  });
});
