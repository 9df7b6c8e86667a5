import { config, locales } from 'zod';

// Every zod message without a custom text falls back to Korean, in the browser and on the server. Called through the
// named import, not z.config: the web build treats calls on 'z' as pure (web/vite.config.ts).
config(locales.ko());
