import { describe, expect, it } from 'vitest';
import { isoOfTimestampText } from './timestamp-text';

describe('isoOfTimestampText', () => {
  it('reads every fraction PostgreSQL writes in UTC as Date would', () => {
    for (const text of [
      '2026-11-23 04:16:57+00',
      '2026-11-23 04:16:57.9+00',
      '2026-11-23 04:16:57.95+00',
      '2026-11-23 04:16:57.950+00',
      '2026-11-23 04:16:57.9500+00',
      '2026-11-23 04:16:57.950009+00',
      '2026-11-23 04:16:57.999999+00',
      '1999-12-31 23:59:59.000001+00',
    ])
      expect(isoOfTimestampText(text)).toBe(new Date(text).toISOString());
  });

  it('cuts microseconds as Date does', () => {
    expect(isoOfTimestampText('2026-11-23 04:16:57.950009+00')).toBe('2026-11-23T04:16:57.950Z');
  });

  it('takes other offsets through Date', () => {
    expect(isoOfTimestampText('2026-11-23 01:16:57.95-03')).toBe('2026-11-23T04:16:57.950Z');
    expect(isoOfTimestampText('2026-11-23 09:46:57+05:30')).toBe('2026-11-23T04:16:57.000Z');
  });
});
