// jsdom lacks a few browser APIs that antd touches while rendering.
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LOCALES } from '@carbon/domain';
import { setAuthHandlers } from './lib/api';
import { loadLocale } from './lib/i18n';

// The app loads one language per page load; tests switch between all three.
await Promise.all(LOCALES.map((locale) => loadLocale(locale)));

// findBy/waitFor wait for a concrete DOM state; this is only the ceiling, for a runner
// starved of CPU (two workers on two busy cores). A passing wait returns as soon as the
// state is there. (Rendering is kept cheap by test-utils: no antd CSS in the document,
// no motion.)
configure({ asyncUtilTimeout: 15_000 });

// Test files share a worker's modules and document (vitest.config.ts: isolate false), so
// every test leaves the world as it found it.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setAuthHandlers({ onSessionEnded: () => undefined, onMustChangePassword: () => undefined });
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom throws "Not implemented" for pseudo-elements; antd asks for them when measuring.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element, pseudoElt?: string | null) => originalGetComputedStyle(elt, pseudoElt ? undefined : pseudoElt);

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// antd's scroll helpers call these; jsdom leaves them out.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
