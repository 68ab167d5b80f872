import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { defaultLocale } from '@contact/domain/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setLanguage } from './i18n/language';
import { storedLocale } from './i18n/language-store';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

await setLanguage(storedLocale() ?? defaultLocale);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
