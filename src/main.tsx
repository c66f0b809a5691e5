import './styles/index.css';
import * as constants from '@generated/constants';
import { listenForEarlyClicks } from '@/features/shell/early-clicks';

/**
 * The entry. A prerendered page is painted before any of the app's code is fetched or run: then the
 * code it lists (meta app-preload: the app, the screen, the texts) is fetched all at once and the app
 * starts and hydrates the page. So the first paint never waits for, nor shares the network with, the
 * code. The plain shell (nothing to paint) starts at once; its HTML preloads the app.
 */
const start = () => {
  const preload = document.querySelector<HTMLMetaElement>('meta[name="app-preload"]')?.content.split(' ') ?? [];
  for (const href of preload.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void startApp(0);
};

/**
 * A failed start (the app's chunk did not arrive: a network blip, or a deploy replaced it) is tried
 * again `scriptRetry.times` times, `scriptRetry.waitMs` apart (core §9: 5 times, 1000 ms), then the
 * page is loaded afresh, once per tab session. A prerendered page stays readable meanwhile; its links
 * still work as plain links, and a press of its menu or language button waits for the app.
 */
const RELOADED_KEY = 'app-start-reloaded';
async function startApp(attempt: number): Promise<void> {
  try {
    const app = await import('./app/start');
    sessionStorage.removeItem(RELOADED_KEY);
    await app.start();
  } catch (error) {
    if (attempt < constants.scriptRetry.times) {
      setTimeout(() => void startApp(attempt + 1), constants.scriptRetry.waitMs);
    } else if (!sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    } else {
      throw error;
    }
  }
}

/** Runs once the page has painted its content (the paint timing entry, not a timer). */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  // A hidden tab does not paint; a browser without paint timing cannot tell: they start at once.
  const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !observable || painted()) return once();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint' });
  setTimeout(once, 3000); // never wait for ever
}

if (document.getElementById('root')?.hasChildNodes()) {
  listenForEarlyClicks();
  afterFirstPaint(start);
} else start();
