import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractDrift } from './lib/contract-drift.ts';
import { dropStartedRequests } from './lib/early-requests.ts';
import { dropStartupAnswers } from './lib/startup-answers.ts';
// Zod's Korean messages, which the build installs with zod itself (vite.config.ts, zodInKorean).
import '@portal/shared/zod-korean';

// Waits end on their condition, not on a clock: a loaded machine (CI beside a bench) must not fail a correct test.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The web project shares its modules across files: a start-up call or answer one test left would answer the next.
  dropStartedRequests();
  dropStartupAnswers();
  // A mocked answer that the endpoint's contract refuses (lib/contract-drift.ts) fails the test that sent it.
  const drift = takeContractDrift();
  if (drift.length > 0) {
    const lines = drift.map((d) => `${d.endpoint}: ${d.issues.map((i) => `${i.path.join('.') || '(answer)'} ${i.message}`).join('; ')}`);
    throw new Error(`mocked answers drifted from their contracts:\n${lines.join('\n')}`);
  }
});

let mobile = false;
/** The media-query listeners of the mounted components, told when a test switches the viewport. */
const mediaListeners = new Set<EventListenerOrEventListenerObject>();
/** Tests switch the simulated viewport with this helper (matches '(max-width: …)' queries). */
(globalThis as { __setMobileViewport?: (v: boolean) => void }).__setMobileViewport = (v: boolean) => {
  const changed = mobile !== v;
  mobile = v;
  if (changed) for (const l of [...mediaListeners]) (typeof l === 'function' ? l : l.handleEvent.bind(l))(new Event('change'));
};

// Installed by every file's setup (the web project shares one window across files): the query answers this file's `mobile`.
if (!vi.isMockFunction(window.matchMedia)) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: query.includes('max-width') ? mobile : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => void mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => void mediaListeners.delete(listener),
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!('IntersectionObserver' in globalThis)) {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!window.scrollTo || !vi.isMockFunction(window.scrollTo)) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
// A page that closes itself (a popup's callback, after a timer) must not close the window every later test renders into.
if (!vi.isMockFunction(window.close)) {
  window.close = () => {};
}
if (!window.alert || !vi.isMockFunction(window.alert)) {
  window.alert = () => {};
}

// Primer's tooltips load a popover polyfill that prepends to document.adoptedStyleSheets, which jsdom lacks.
if (!Array.isArray((document as Document & { adoptedStyleSheets?: unknown }).adoptedStyleSheets)) {
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
}
