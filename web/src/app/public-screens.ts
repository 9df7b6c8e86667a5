/**
 * The public pages a phone opens first (landing, postings, a posting) are each a chunk the router loads once the main
 * entry has run: one more round trip before the first paint, a third of a second on a phone. The build lists each
 * one's address pattern and files in index.html (vite.config.ts, publicScreenChunks); early-start preloads the
 * address's files beside the main entry, and the router's import then finds them loaded. The list carries patterns,
 * not route keys, so that early-start (which every page loads first) stays without the route table.
 */

interface ScreenFiles {
  pattern: string;
  files: string[];
}

const isScreen = (v: unknown): v is ScreenFiles =>
  typeof v === 'object' && v !== null && typeof (v as ScreenFiles).pattern === 'string' && Array.isArray((v as ScreenFiles).files);

/** The files the build listed for the screen of this address; none when it is not a listed screen. */
export function screenFilesFor(pathname: string, screens: unknown): string[] {
  if (!Array.isArray(screens)) return [];
  const screen = screens.filter(isScreen).find((s) => new RegExp(s.pattern).test(pathname));
  // Only the build's own assets, whatever the block says.
  return screen ? screen.files.filter((f): f is string => typeof f === 'string' && f.startsWith('/assets/')) : [];
}

/** Adds a preload for each of the address's screen files (modulepreload for scripts, preload for styles). */
export function preloadPublicScreen(pathname: string, doc: Document = document): void {
  const block = doc.getElementById('public-screen-chunks');
  if (!block?.textContent) return;
  let screens: unknown;
  try {
    screens = JSON.parse(block.textContent);
  } catch {
    return;
  }
  for (const file of screenFilesFor(pathname, screens)) {
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // As the build's own module scripts and their preloads: the same credentials mode, so the fetch is reused.
    link.setAttribute('crossorigin', '');
    link.href = file;
    doc.head.appendChild(link);
  }
}
