// First: starts the page's API calls before everything below is evaluated. The build also makes it an entry of its
// own that index.html runs before this one (vite.config.ts, earlyStartEntry), so no chunk delays it.
import './app/early-start.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Primer design tokens: every base/functional token sheet, then the light colour theme.
import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { App } from './app/app.tsx';
import { primeStartupQueries, STARTUP_RENDER_WAIT_MS } from './app/prime-startup.ts';
import { isFormPath } from './lib/early-requests.ts';
// After the app's imports, so the site's rules follow Primer's component CSS in the bundle.
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
// The first render waits for this address's first answers (app/prime-startup.ts), so it shows the page itself.
const primed = primeStartupQueries(window.location.pathname);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Outside the form, the first render is a transition: React then renders in slices of a few milliseconds, so a phone
// can answer a tap while the page is built (one 80 ms task on a fast machine was a third of a second on a phone). The
// form page renders in one go: what it is measured by is how soon every field is there, and slicing only delays that.
const render = () => {
  const reactRoot = createRoot(root);
  if (isFormPath(window.location.pathname)) reactRoot.render(app);
  else startTransition(() => reactRoot.render(app));
};
void Promise.race([primed, new Promise((resolve) => window.setTimeout(resolve, STARTUP_RENDER_WAIT_MS))]).then(render);
