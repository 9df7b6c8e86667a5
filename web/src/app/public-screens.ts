/**
 * The public pages a phone opens first (landing, postings, a posting) are each a chunk the router loads once the main
 * entry has run: one more round trip before the first paint, a third of a second on a phone. The build lists each
 * one's address pattern and files in index.html (vite.config.ts, publicScreenChunks); early-start preloads the
 * address's files beside the main entry, and the router's import then finds them loaded. The list carries patterns,
 * not route keys, so that early-start (which every page loads first) stays without the route table.
 */

type Screen = { pattern?: unknown; files?: unknown } | null;

/** The files the build listed for the screen of this address; none when it is not a listed screen. */
export function screenFilesFor(pathname: string, screens: unknown): string[] {
  const screen = (Array.isArray(screens) ? (screens as Screen[]) : []).find((s) => typeof s?.pattern === 'string' && new RegExp(s.pattern).test(pathname));
  // Only the build's own assets, whatever the block says.
  return Array.isArray(screen?.files) ? screen.files.filter((f): f is string => typeof f === 'string' && f.startsWith('/assets/')) : [];
}

/** Adds a modulepreload for each of the address's screen scripts. */
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
    link.rel = 'modulepreload';
    // As the build's own module scripts and their preloads: the same credentials mode, so the fetch is reused.
    link.setAttribute('crossorigin', '');
    link.href = file;
    doc.head.appendChild(link);
  }
}
