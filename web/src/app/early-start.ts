import { isFormPath, startEarlyRequests } from '../lib/early-requests.ts';
import { preloadLandingImage } from '../lib/landing-image-preload.ts';
import { loadFormScreen } from './load-form-screen.ts';
import { preloadPublicScreen } from './public-screens.ts';

// main.tsx imports this first, and the build makes it an entry of its own that index.html runs before the app's
// chunks (vite.config.ts, earlyStartEntry): the page's first API calls are on the wire while the rest of the script is
// evaluated and React renders (lib/early-requests.ts).
const { hostCheck } = startEarlyRequests(window.location.pathname);

// The landing page's largest paint is its hero image: asked for once the hostname check names it.
if (hostCheck && window.location.pathname === '/') preloadLandingImage(hostCheck);

// On a form page, its chunk (the form engine, not in the main entry) is fetched beside the main entry, not after it.
if (isFormPath(window.location.pathname)) void loadFormScreen().catch(() => undefined);
// The same for the public pages a phone opens first (landing, postings, a posting).
else preloadPublicScreen(window.location.pathname);

// index.html's loading text, if the first render has not replaced it by then (global.css .startup-loading).
window.setTimeout(() => document.querySelector('#root > .startup-loading')?.classList.add('is-shown'), 300);
