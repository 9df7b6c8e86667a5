// Stands in for the `focus-visible` polyfill that Primer's BaseStyles imports (vite.config.ts, resolve.alias). Every
// browser the site supports has :focus-visible, and Primer's CSS matches the native pseudo-class beside the
// polyfill's class, so the polyfill only cost every page 1 KB gzip and its listeners on every key and pointer event.
export {};
