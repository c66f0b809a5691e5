import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useLoaderData, useSearchParams } from 'react-router';
import { href } from '@/shared/routing/paths';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { productData } from '../structured-data';
import { loadVariants, type DevicePageData } from '../device-data';
import { DeviceGallery } from '../DeviceGallery';
import { OrderPanel } from '../OrderPanel';
import { Price } from '../Price';
import { StockList } from '../StockList';
import { availability } from '../stock';
import { VariantPicker } from '../VariantPicker';
import '../devices.css';

export const namespaces = ['devices'] as const;

/**
 * Core §2 Device (/prekes/:skuUrl): GET /device/{sku} and its stock in parallel, then the model's other
 * variants by skuCode. An unknown device is the not-found screen; an address naming the SKU code (or
 * another variant's old slug) moves to the device's own. The stock is secondary: without it the page
 * shows, and ordering waits.
 */
export async function loader({ services, params, request, route }: ScreenLoaderArgs): Promise<DevicePageData> {
  const sku = params.skuUrl ?? '';
  const [details, stock, { sanitizeHtml }] = await Promise.all([
    unwrap(services.api.GET('/device/{sku}', { params: { path: { sku } } })).catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    optionalData(services, unwrap(services.api.GET('/device/{sku}/stock', { params: { path: { sku } } })), null),
    // the CMS sanitiser (DOMPurify, 12 kB) comes with the data, not with the page's code
    import('@/shared/content/sanitize'),
  ]);
  if (details.skuUrl !== sku) throw redirect(`${href('Device', { skuUrl: details.skuUrl }, route.lang)}${new URL(request.url).search}`);
  const variants = await optionalData(services, loadVariants(services, details), []);
  return {
    ...heads(services, details, route.lang),
    descriptionHtml: sanitizeHtml(details.description),
    availability: stock ? availability(stock) : null,
    variants,
  };
}

/** Title, description and link picture of a device's page: the device, its colour, its price, its photo. */
function heads(services: ScreenLoaderArgs['services'], device: DevicePageData['device'], lang: ScreenLoaderArgs['route']['lang']) {
  const pageTitle = device.colour ? `${device.name}, ${device.colour}` : device.name;
  const price = formatPrice(device.price, lang);
  const pageDescription = services.i18n.t('devices:device.pageDescription', { lng: lang, name: pageTitle, price });
  // Its address in each language (the slug names the colour in the page's language).
  const pageParams = Object.fromEntries(Object.entries(device.skuUrls).map(([l, skuUrl]) => [l, { skuUrl }]));
  return { pageTitle, pageDescription, pageImage: device.imageUrl, pageParams, device };
}

/**
 * Every device page is prerendered with the device (name, price, pictures, specifications, variants and
 * its description's HTML, sanitised at build time as in the browser), the same for every visitor. Left to
 * the live page: the stock in the shops (it changes by the hour).
 */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  html: ['descriptionHtml'],
  async data({ services, params, route }) {
    const [details, { sanitizeHtml }] = await Promise.all([
      unwrap(services.api.GET('/device/{sku}', { params: { path: { sku: params.skuUrl ?? '' } } })),
      import('@/shared/content/sanitize'),
    ]);
    const variants = await loadVariants(services, details);
    return {
      ...heads(services, details, route.lang),
      descriptionHtml: sanitizeHtml(details.description),
      availability: 'checking',
      variants,
    } satisfies DevicePageData;
  },
  structuredData: (page: DevicePageData, { lang }) => productData(page.device, lang),
};

export default function Device() {
  const { device, descriptionHtml, availability: places, variants } = useLoaderData() as DevicePageData;
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'devices']);
  const [query] = useSearchParams();
  const status = query.get('status');
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'success' || status === 'failure') outcome.current?.focus();
  }, [status]);

  return (
    <article className="device">
      <nav aria-label={t('devices:device.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={href('Devices', {}, lang)}>{t('routes:Devices.title', { lng: lang })}</Link>
          </li>
          <li aria-current="page">{device.name}</li>
        </ol>
      </nav>
      {status === 'success' || status === 'failure' ? (
        <div
          ref={outcome}
          tabIndex={-1}
          role={status === 'success' ? 'status' : 'alert'}
          className={`device-outcome device-outcome--${status}`}
        >
          {status === 'success'
            ? t('devices:device.order.success', { orderId: query.get('orderId') ?? '' })
            : t('devices:device.order.failure')}
        </div>
      ) : null}
      <div className="device__top">
        <DeviceGallery name={device.name} images={device.images.length > 0 ? device.images : [device.imageUrl]} />
        <div className="device__summary">
          <p className="device__brand">{device.brand}</p>
          <h1 className="device__name">{device.name}</h1>
          {device.isEsim ? (
            <p>
              <span className="device-badge">{t('devices:device.esim')}</span>
            </p>
          ) : null}
          <Price price={device.price} oldPrice={device.oldPrice} large />
          {device.oldPrice !== null && device.oldPrice > device.price ? (
            <p className="device__saving">{t('devices:device.saving', { amount: formatPrice(device.oldPrice - device.price, lang) })}</p>
          ) : null}
          {device.monthlyPrice !== null ? (
            <p className="device__monthly">{t('devices:device.leasingFrom', { price: formatPrice(device.monthlyPrice, lang) })}</p>
          ) : null}
          <VariantPicker device={device} variants={variants} />
        </div>
      </div>
      <div className="device__columns">
        <div className="device__info">
          <section aria-labelledby="device-description">
            <h2 id="device-description">{t('devices:device.description')}</h2>
            <div className="device__description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
          <section aria-labelledby="device-specifications">
            <h2 id="device-specifications">{t('devices:device.specifications')}</h2>
            <dl className="device-specs">
              {device.specifications.map((spec) => (
                <div key={spec.name} className="device-specs__row">
                  <dt>{spec.name}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className="device__buy">
          <StockList places={places} />
          <OrderPanel device={device} places={places} />
        </div>
      </div>
    </article>
  );
}
