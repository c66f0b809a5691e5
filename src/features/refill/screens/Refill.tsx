import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { FeatureId, RefillTab } from '@generated/enums';
import { accountData } from '@/shared/account/account-data';
import { useResource } from '@/shared/api/resource';
import { BannerLocation, InformationBanners } from '@/shared/banners';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { availableTabs, isFeatureEnabled, offeredWays, tabLabelKey, tabMethods, type RefillContext } from '../availability';
import { orList } from '@/shared/format/lists';
import { useRoute } from '@/shared/routing/screen';
import { CardConsentModal } from '../CardConsentModal';
import { canPayWith, cardState } from '@/shared/cards/card-state';
import { CardTab } from '../CardTab';
import { RefillHero } from '../RefillHero';
import { loadRefillData, type RefillData } from '../refill-data';
import { RefillTabs, type TabItem } from '../RefillTabs';
import { useRefillActions } from '../use-refill-actions';
import { useWallets } from '../use-wallets';
import { MobileTab } from '../MobileTab';
import { VoucherTab } from '../VoucherTab';
import '../refill.css';
import { now } from '@/shared/clock';
import { useDisabledFeatures } from '@/shared/account/use-disabled-features';

/** Beyond the base texts: the forms' labels and messages and the tab and method names. */
export const namespaces = ['refill', 'enums', 'campaigns'] as const;

export const loader = ({ services }: ScreenLoaderArgs): Promise<RefillData> => loadRefillData(services);

/** The refill page (core §2 /papildymas, §4 Refill): a hero, the tabs the features allow, the card modal. */
export default function Refill() {
  const data = useLoaderData() as RefillData;
  const services = useServices();
  const { t } = useTranslation(['common', 'routes', 'enums']);
  const session = useSession();
  const account = accountData(services);
  // The shell's one list and its one refresh timer (src/shared/account/features.ts), the loader's copy until it answers.
  const disabledFeatures = useDisabledFeatures() ?? data.disabledFeatures;
  const configs = useResource(account.configs).data ?? data.configs;
  const wallets = useWallets({
    googlePay: isFeatureEnabled(FeatureId.GooglePay, { disabledFeatures }),
    applePay: isFeatureEnabled(FeatureId.ApplePay, { disabledFeatures }),
  });
  const actions = useRefillActions();
  const [today] = useState(now);
  const [chosen, setChosen] = useState<RefillTab>();
  const [cardModal, setCardModal] = useState(false);
  const [search] = useSearchParams();

  const card = session.isLoggedIn ? (data.card ?? undefined) : undefined;
  const state = cardState(card, today);
  const context: RefillContext = {
    disabledFeatures,
    configs,
    isLoggedIn: session.isLoggedIn,
    hasCard: !!card,
    hasUsableCard: canPayWith(state),
    wallets,
  };
  const tabs = availableTabs(context);
  const { lang } = useRoute();
  const ways = offeredWays(context);
  const selected = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const phone = session.claims?.msisdn;
  // Remount the forms when the user changes, so the phone is prefilled with the new number.
  const formKey = phone ?? 'anonymous';

  const panel = (tab: RefillTab) => {
    switch (tab) {
      case RefillTab.Voucher:
        return <VoucherTab key={formKey} form={data.forms.voucher} phone={phone} actions={actions} />;
      case RefillTab.Mobile:
        return (
          <MobileTab
            key={formKey}
            form={data.forms.mobile}
            methods={tabMethods(tab, context)}
            phone={phone}
            actions={actions}
            shown={selected === RefillTab.Mobile}
          />
        );
      default:
        return (
          <CardTab
            key={formKey}
            tab={tab}
            form={data.forms.refill}
            methods={tabMethods(tab, context)}
            phone={phone}
            isLoggedIn={session.isLoggedIn}
            card={tab === RefillTab.CreditCardLogin ? card : undefined}
            cardState={state}
            actions={actions}
            onAddCard={() => setCardModal(true)}
          />
        );
    }
  };
  const items: TabItem<RefillTab>[] = tabs.map((tab) => ({ id: tab, label: t(tabLabelKey(tab, context)), panel: panel(tab) }));
  const cardStatus = search.get('status');

  return (
    <section className="refill" aria-labelledby="refill-title">
      <div className="refill__intro">
        <h1 id="refill-title">{t('routes:Refill.title')}</h1>
        <p className="lead">
          {ways.length
            ? t('refill:lead', {
                ways: orList(
                  ways.map((way) => t(`refill:ways.${way}`)),
                  lang,
                ),
              })
            : t('routes:Refill.description')}
        </p>
      </div>
      <RefillHero />
      <InformationBanners banners={data.banners} location={BannerLocation.Refill} />
      <div className="refill__main">
        {(cardStatus === 'success' || cardStatus === 'failure') && (
          <p role="status" className={`refill__notice refill__notice--${cardStatus}`}>
            {t(cardStatus === 'success' ? 'refill:cardAdded' : 'refill:cardNotAdded')}
          </p>
        )}
        {selected ? (
          <RefillTabs label={t('refill:tabsLabel')} tabs={items} selected={selected} onSelect={setChosen} />
        ) : (
          <p className="refill__notice">{t('refill:unavailable')}</p>
        )}
      </div>
      {cardModal && (
        <CardConsentModal form={data.forms.cardConsent} expired={!!card} onClose={() => setCardModal(false)} actions={actions} />
      )}
    </section>
  );
}
