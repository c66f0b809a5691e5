import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { CampaignDefinition } from '@generated/campaigns';
import { href } from '@/shared/routing/paths';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { loadCampaignScreen, type CampaignScreenWindow } from '../campaign-screen';
import { prerenderedOnceEnded } from '../prerender-ended';
import { loadItems, type CampaignItem } from '../draw/draw-data';
import { ClosedPage } from '../pages/LazyClosedPage';
import { StepProgress } from '../parts/StepProgress';
import '../campaigns.css';
import '../draw/draw.css';

/** Beyond the base texts and the campaign's own: the runtime's texts. */
export const namespaces = ['campaign-ui'] as const;

/** Once the summer game is over (by its file's dates), its ended page is in the HTML. */
export const prerender = prerenderedOnceEnded;

export async function loader(args: ScreenLoaderArgs) {
  return loadCampaignScreen(args, { newParticipants: true }, (campaign) => loadItems(args.services, campaign.name));
}

/**
 * The items a draw campaign sells (the summer game's /akcijos/vasara/prekes; campaign seed §2): each with
 * its picture, campaign price (the usual one crossed out) and a button to buy it, which gives a draw.
 * Sold-out items say so. After the campaign's end, the runtime's ended page.
 */
export default function SummerItems() {
  const screen = useLoaderData() as CampaignScreenWindow & { data?: CampaignItem[] };
  if (screen.window !== 'active' || !screen.data) return <ClosedPage data={screen} />;
  return <Items campaign={screen.campaign} items={screen.data} />;
}

function Items({ campaign, items }: { campaign: CampaignDefinition; items: CampaignItem[] }) {
  const ns = campaign.namespace;
  const { key, lang } = useRoute();
  const { t } = useTranslation([ns, 'routes']);
  return (
    <article className="campaign campaign--draw">
      <h1>{t(`routes:${key}.title`)}</h1>
      <p className="lead">{t(`${ns}:items.intro`)}</p>
      <StepProgress namespace={ns} steps={campaign.steps} current="buy" />
      {items.length === 0 ? (
        <p className="campaign__message">{t(`${ns}:items.none`)}</p>
      ) : (
        <ul className="draw-items">
          {items.map((item) => (
            <li key={item.id} className={`draw-item${item.isActive ? '' : ' draw-item--sold-out'}`}>
              {item.imageUrl ? (
                <img className="draw-item__image" src={item.imageUrl} alt="" width={600} height={600} loading="lazy" decoding="async" />
              ) : null}
              <h2 className="draw-item__name">{item.name}</h2>
              <p>{item.description}</p>
              <p className="draw-item__price">
                {t(`${ns}:items.price`, { price: formatPrice(item.price, lang) })}
                {item.oldPrice !== null ? (
                  <>
                    {' '}
                    <del>{t(`${ns}:items.oldPrice`, { price: formatPrice(item.oldPrice, lang) })}</del>
                  </>
                ) : null}
              </p>
              {item.isActive ? (
                <Link
                  className="button"
                  to={href('SummerGamePurchase', {}, lang, { item: item.id })}
                  aria-label={t(`${ns}:items.buy`, { name: item.name })}
                >
                  {t(`${ns}:actions.buy`)}
                </Link>
              ) : (
                <p className="draw-item__sold-out">{t(`${ns}:items.soldOut`)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
