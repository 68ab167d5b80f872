import { defaultFontSize, fontSizes, type FontSize } from '@contact/domain/locales';

/** Mantine sizes are in rem, so the root font size scales the whole interface. */
export function applyFontSize(size: FontSize = defaultFontSize): void {
  document.documentElement.style.fontSize = `${fontSizes[size]}px`;
}
