import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';
import { loadTexts } from '../i18n/page-texts';

// Components of the settings and CRM pages are tested without their routes, which load these.
await Promise.all([loadTexts('settings', 'pt-BR'), loadTexts('crmTemplates', 'pt-BR')]);

// jsdom lacks the layout APIs Mantine asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
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

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

// Autosized text areas wait for web fonts, which jsdom does not load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
