import { createApi } from './api';
import { pickLocale, textsFor } from './i18n';
import { mountWidget } from './widget';

/** The script tag that loaded the widget: its `data-key` names the widget, its `src` the server. */
function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.key) return current;
  return document.querySelector<HTMLScriptElement>('script[data-key][src*="widget.js"]');
}

/** The configuration is asked for at once; the widget is drawn as soon as it and the page's body are there. */
async function start(script: HTMLScriptElement) {
  const key = script.dataset.key;
  if (!key) return;
  const base = new URL(script.src, location.href).origin;
  const locale = pickLocale(script.dataset.lang, document.documentElement.lang, navigator.language);
  const api = createApi(base, key, locale);
  try {
    const config = await api.config();
    if (document.readyState === 'loading')
      await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
    mountWidget({ base, key, config, texts: textsFor(locale), api });
  } catch (error) {
    console.warn('[widget] not started:', error);
  }
}

// document.currentScript is only known while the script first runs.
const script = ownScript();
if (script) void start(script);
