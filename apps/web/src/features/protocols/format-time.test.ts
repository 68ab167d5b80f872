import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './format-time';

const instant = '2026-03-01T15:04:00Z';

describe('message and list times', () => {
  it('formats each locale and style with its own formatter, however they alternate', () => {
    const expected = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(instant));
    for (let round = 0; round < 2; round += 1) {
      expect(formatMessageTime(instant, 'pt-BR')).toBe(expected('pt-BR', { dateStyle: 'short', timeStyle: 'short' }));
      expect(formatMessageTime(instant, 'en-US')).toBe(expected('en-US', { dateStyle: 'short', timeStyle: 'short' }));
      expect(formatListTime(instant, 'pt-BR', new Date(instant))).toBe(expected('pt-BR', { timeStyle: 'short' }));
      expect(formatListTime(instant, 'pt-BR', new Date('2026-03-05T12:00:00Z'))).toBe(
        expected('pt-BR', { dateStyle: 'short' }),
      );
    }
  });

  it('keeps an unreadable time as it came, and shows none for a missing one', () => {
    expect(formatMessageTime('not a date', 'pt-BR')).toBe('not a date');
    expect(formatListTime(null, 'pt-BR')).toBe('');
  });
});
