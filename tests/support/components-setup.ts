import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadToasts } from '@/components/feedback/toasts';

afterEach(() => cleanup());

// In the app sonner arrives with the toaster, once the page is interactive, and every later toast shows at once
// (components/feedback/toasts.ts): screens are tested in that state. Loaded after the test file's vi.mock('sonner'),
// so a file that replaces sonner gets its stand-in. tests/unit/feedback/toasts.test.ts covers a toast asked earlier.
beforeAll(() => loadToasts());

// jsdom has <dialog> but not its modal methods: opening sets `open`, as the browser does, minus the top layer.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// jsdom lays nothing out, so sizes never change: an observer that is never called is what a browser would do here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
