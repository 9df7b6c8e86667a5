import { z } from 'zod';

// Every zod message without a custom text falls back to Korean, in the browser and on the server.
z.config(z.locales.ko());
