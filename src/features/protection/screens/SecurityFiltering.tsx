import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import { SecurityFilteringTab } from '@generated/enums';
import { type Language, type RouteKey } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { accountData } from '@/shared/account/account-data';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { FilterSettings } from '../FilterSettings';
import { IncidentSummary } from '../IncidentSummary';
import { settingsData, summaryData, type SettingsData, type SummaryData } from '../management-data';
import { Retry } from '../Retry';
import '../protection.css';
import { configFlag } from '@/shared/account/config-flags';

export const namespaces = ['protection', 'forms'] as const;

/** The area's children (core §2: report `suvestine`, settings `nustatymai`), in tab order. */
const TABS = [
  { id: SecurityFilteringTab.Summary, route: 'SecurityFilteringReport', label: 'tabs.summary' },
  { id: SecurityFilteringTab.Settings, route: 'SecurityFilteringSettings', label: 'tabs.settings' },
] as const satisfies readonly { id: SecurityFilteringTab; route: RouteKey; label: string }[];

type FilteringData =
  ({ tab: typeof SecurityFilteringTab.Summary } & SummaryData) | ({ tab: typeof SecurityFilteringTab.Settings } & SettingsData);

/**
 * The area exists only while its management config is on (core §2: the same flag hides its menu item);
 * otherwise its addresses are not found. Its own address opens its summary; each child loads only its data.
 */
export async function loader({ services, route }: ScreenLoaderArgs): Promise<FilteringData> {
  const configs = await accountData(services).configs.get();
  if (!configFlag(configs, 'WhaleboneManagementEnabled')) throw new Response('Not found', { status: 404 });
  if (route.key === 'SecurityFilteringSettings') return { tab: SecurityFilteringTab.Settings, ...(await settingsData(services)) };
  if (route.key !== 'SecurityFilteringReport') throw redirect(href('SecurityFilteringReport', {}, route.lang));
  return { tab: SecurityFilteringTab.Summary, ...(await summaryData(services)) };
}

const tabId = (id: string) => `security-filtering-tab-${id}`;

/**
 * The tabs are the children's addresses (each is a page of its own, with its own title), drawn as the
 * WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move to and open the other tab.
 */
function FilteringTabs({ selected, lang }: { selected: SecurityFilteringTab; lang: Language }) {
  const { t } = useTranslation('protection', { lng: lang });
  const navigate = useNavigate();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const { state } = useLocation() as { state: { focusTab?: SecurityFilteringTab } | null };
  // A tab opened by the keyboard keeps the focus: after the shell has moved it to the new page's
  // content (its effect runs after this one), it comes back to the tab.
  useEffect(() => {
    if (state?.focusTab !== selected) return;
    const frame = requestAnimationFrame(() => links.current.get(selected)?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [state, selected]);
  const move = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    if (next.id === selected) return;
    links.current.get(next.id)?.focus();
    void navigate(href(next.route, {}, lang), { preventScrollReset: true, state: { focusTab: next.id } });
  };
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="protection-tabs">
      {TABS.map((tab, index) => (
        <Link
          key={tab.id}
          ref={(node) => {
            if (node) links.current.set(tab.id, node);
            else links.current.delete(tab.id);
          }}
          to={href(tab.route, {}, lang)}
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={tab.id === selected ? 'security-filtering-panel' : undefined}
          tabIndex={tab.id === selected ? 0 : -1}
          preventScrollReset
          onKeyDown={(event) => move(event, index)}
        >
          {t(tab.label)}
        </Link>
      ))}
    </div>
  );
}

/** The portal's browsing-protection area (core §2, campaign seed §2): summary and settings. */
export default function SecurityFiltering() {
  const data = useLoaderData() as FilteringData;
  const { lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  return (
    <div className="protection">
      <h1>{t('routes:SecurityFiltering.title')}</h1>
      <p className="protection__lead">{t('routes:SecurityFiltering.description')}</p>
      <FilteringTabs selected={data.tab} lang={lang} />
      <div role="tabpanel" id="security-filtering-panel" aria-labelledby={tabId(data.tab)}>
        {data.tab === SecurityFilteringTab.Summary ? (
          data.statistics ? (
            <IncidentSummary statistics={data.statistics} lang={lang} />
          ) : (
            <Retry message={t('summary.error')} lang={lang} />
          )
        ) : data.filters ? (
          <FilterSettings form={data.form} filters={data.filters} lang={lang} />
        ) : (
          <Retry message={t('settings.error')} lang={lang} />
        )}
      </div>
    </div>
  );
}
