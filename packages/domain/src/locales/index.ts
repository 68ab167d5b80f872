import { z } from 'zod';

/** Languages of the interface; pt-BR is the default (spec protocol-inbox §1). */
export const locales = ['pt-BR', 'es-ES', 'es-AR', 'es-PE', 'es-MX'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';
export const localeSchema = z.enum(locales);

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'light';
export const themeSchema = z.enum(themes);

/** Font sizes of the appearance dialog, as the root font size in pixels. */
export const fontSizes = { small: 14, medium: 16, large: 18 } as const;
export type FontSize = keyof typeof fontSizes;
export const defaultFontSize: FontSize = 'medium';
export const fontSizeSchema = z.enum(['small', 'medium', 'large']);

/** Picks the best supported locale from an Accept-Language header value. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    if (language === 'pt') return 'pt-BR';
    if (language === 'es') return 'es-ES';
  }
  return defaultLocale;
}
