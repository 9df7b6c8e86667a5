import { startEarlyRequests } from '../lib/early-requests.ts';

// main.tsx imports this first, and the build makes it an entry of its own that index.html runs before the app's
// chunks (vite.config.ts, earlyStartEntry): the page's first API calls are on the wire while the rest of the script is
// evaluated and React renders (lib/early-requests.ts).
startEarlyRequests(window.location.pathname);
