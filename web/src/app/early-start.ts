import { isFormPath, startEarlyRequests } from '../lib/early-requests.ts';
import { loadFormScreen } from './load-form-screen.ts';

// main.tsx imports this first, and the build makes it an entry of its own that index.html runs before the app's
// chunks (vite.config.ts, earlyStartEntry): the page's first API calls are on the wire while the rest of the script is
// evaluated and React renders (lib/early-requests.ts).
startEarlyRequests(window.location.pathname);

// On a form page, its chunk (the form engine, not in the main entry) is fetched beside the main entry, not after it.
if (isFormPath(window.location.pathname)) void loadFormScreen().catch(() => undefined);

// index.html's loading text, if the first render has not replaced it by then (global.css .startup-loading).
window.setTimeout(() => document.querySelector('#root > .startup-loading')?.classList.add('is-shown'), 300);
