import { localeSchema, type Locale } from '@contact/domain/locales';

/** The language last chosen on this browser, used before signing in. */
const languageKey = 'contact.language';

export function storedLocale(): Locale | null {
  const parsed = localeSchema.safeParse(localStorage.getItem(languageKey));
  return parsed.success ? parsed.data : null;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(languageKey, locale);
}
