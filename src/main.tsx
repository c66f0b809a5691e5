import './styles/index.css';

/**
 * The entry: a prerendered page is painted before any of the app's code runs, then the app starts
 * and hydrates it. Without this yield, a fast connection delivers the code together with the HTML and
 * the first paint waits for the code to run. The app's code is preloaded meanwhile (modulepreload
 * links of the prerendered page), so nothing is fetched later than before.
 */
const start = () => void import('./app/start').then((app) => app.start());

const prerendered = document.getElementById('root')?.hasChildNodes();
// A hidden tab gets no animation frames: it starts at once.
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
