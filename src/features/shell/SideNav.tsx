import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuEvent } from '@generated/enums';
import { accountData } from '@/shared/account/account-data';
import { useResource } from '@/shared/api/resource';
import { useRoute } from '@/shared/routing/screen';
import { useApiCampaigns } from '@/shared/campaigns/use-api-campaigns';
import { useServices } from '@/shared/services';
import { useDisabledFeatures } from '@/shared/account/use-disabled-features';
import { UP_TO_MEDIUM, useMediaQuery } from './common/use-media-query';
import { LOGOUT_MODAL, LogoutModal } from './LogoutModal';
import { CodeDialog, codeModalId } from './side-nav/CodeDialog';
import { sideNavGroups } from './side-nav/menu-items';
import { SideNavEntry } from './side-nav/SideNavEntry';
import { UserInfo } from './side-nav/UserInfo';
import './side-nav/side-nav.css';
import './shell.css';
import { configFlag } from '@/shared/account/config-flags';

/**
 * The dashboard side navigation (layout `main`, core §2): user info and link groups with badges.
 * Items follow remotely disabled features (refreshed every blockedFeaturesRefreshSeconds) and the
 * security-filtering config. Up to 1023 px it sits above the page as a collapsible section.
 */
export function SideNav() {
  const { lang } = useRoute();
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const disabledFeatures = useDisabledFeatures();
  const { data: configs } = useResource(accountData(services).configs);
  const collapsible = useMediaQuery(UP_TO_MEDIUM);
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setExpanded(false), [pathname]); // a followed link folds the menu away again
  const listsId = useId();
  const groupId = useId();
  const apiCampaigns = useApiCampaigns();
  const groups = sideNavGroups({
    lang,
    disabledFeatures,
    securityFilteringEnabled: configFlag(configs, 'WhaleboneManagementEnabled'),
    apiCampaigns,
  });
  const onEvent = (event: MenuEvent) => {
    if (event === MenuEvent.LogOut) services.modals.show(LOGOUT_MODAL);
    else services.modals.show(codeModalId(event === MenuEvent.PukCode ? 'pukCode' : 'idCard'));
  };
  return (
    <>
      <nav className="account-nav" aria-label={t('sideNav.label')}>
        <UserInfo lang={lang} />
        {collapsible ? (
          <button
            type="button"
            className="account-nav__toggle"
            aria-expanded={expanded}
            aria-controls={listsId}
            onClick={() => setExpanded(!expanded)}
          >
            {t('sideNav.label')}
          </button>
        ) : null}
        <div id={listsId} className="account-nav__groups" hidden={collapsible && !expanded}>
          {groups.map((group) => (
            <div key={group.id} className="account-nav__group">
              <span id={`${groupId}-${group.id}`} className="account-nav__group-title">
                {t(`sideNav.groups.${group.id}`)}
              </span>
              <ul aria-labelledby={`${groupId}-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.to ?? item.id}>
                    <SideNavEntry item={item} lang={lang} onEvent={onEvent} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <LogoutModal lang={lang} />
      <CodeDialog kind="pukCode" lang={lang} />
      <CodeDialog kind="idCard" lang={lang} />
    </>
  );
}
