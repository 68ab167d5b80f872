import { describe, expect, it } from 'vitest';
import { pageWindow, settingsListQuerySchema } from './list-query';
import { timezoneOffset, timezoneOptions } from './timezones';

describe('list paging', () => {
  it('pages by 50 by default, by offset, or by page from 1', () => {
    expect(pageWindow({})).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({ limit: 50, offset: 100 })).toEqual({ limit: 50, offset: 100 });
    expect(pageWindow({ limit: 20, page: 3 })).toEqual({ limit: 20, offset: 40 });
  });
  it('reads query strings and allows at most 1000 rows', () => {
    expect(settingsListQuerySchema.parse({ limit: '1000', offset: '0' })).toEqual({ limit: 1000, offset: 0 });
    expect(settingsListQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
});

describe('time zones', () => {
  it('give the offset at a moment, west to east', () => {
    expect(timezoneOffset('America/Sao_Paulo', new Date('2026-01-01T00:00:00Z'))).toBe('-03:00');
    expect(timezoneOffset('UTC', new Date('2026-01-01T00:00:00Z'))).toBe('+00:00');
    const options = timezoneOptions(new Date('2026-01-01T00:00:00Z'));
    expect(options.findIndex((zone) => zone.id === 'America/Sao_Paulo')).toBeLessThan(
      options.findIndex((zone) => zone.id === 'Europe/Madrid'),
    );
  });
});
