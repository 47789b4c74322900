import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks (DESIGN §2).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
afterEach(() => cleanup());
// findBy*/waitFor wait up to 3 s (1 s by default) for what a screen shows after a request: on a loaded machine a
// render of a big form takes longer than a second, and the wait ends as soon as the text appears.
configure({ asyncUtilTimeout: 3000 });
