// jsdom lacks a few browser APIs that antd touches while rendering.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The first antd render in a worker builds its styles and takes a while on slow runners.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
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
