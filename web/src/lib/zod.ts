// What 'zod' means in the web build (vite.config.ts, zodInKorean): zod with its Korean issue messages installed, so
// zod and the messages load with the first screen that parses or validates, and never without the messages.
import '@portal/shared/zod-korean';

export * from 'zod';
