import { startEarlyRequests } from '../lib/early-requests.ts';

// Imported first by main.tsx, so this runs before the rest of the bundle is evaluated and React renders: the page's
// first API calls are on the wire while that happens (lib/early-requests.ts).
startEarlyRequests(window.location.pathname);
