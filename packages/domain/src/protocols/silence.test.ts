import { describe, expect, it } from 'vitest';
import { isSilent } from './silence';

const minute = 60_000;
const attending = { status: 2, support: 2, lastMessageDirection: 'out', lastMessageAt: 0 };

describe('silence rules', () => {
  const rule = { phase: 'attendance', waitingFor: 'customer', minutes: 10 } as const;
  it('fires once the customer has been silent for the rule’s time', () => {
    expect(isSilent(attending, rule, 9 * minute)).toBe(false);
    expect(isSilent(attending, rule, 10 * minute)).toBe(true);
  });
  it('waits on the side the rule names', () => {
    expect(isSilent({ ...attending, lastMessageDirection: 'in' }, rule, 20 * minute)).toBe(false);
    expect(
      isSilent(
        { ...attending, status: 3, lastMessageDirection: 'in' },
        { ...rule, waitingFor: 'operator' },
        20 * minute,
      ),
    ).toBe(true);
  });
  it('watches only its phase', () => {
    expect(isSilent({ ...attending, status: 1 }, rule, 20 * minute)).toBe(false);
    expect(isSilent({ ...attending, status: 1 }, { ...rule, phase: 'queue' }, 20 * minute)).toBe(true);
    expect(isSilent({ ...attending, support: 1 }, { ...rule, phase: 'bot' }, 20 * minute)).toBe(true);
    expect(isSilent({ ...attending, status: 4 }, rule, 20 * minute)).toBe(false);
  });
  it('needs a last message', () => {
    expect(isSilent({ ...attending, lastMessageAt: null }, rule, 20 * minute)).toBe(false);
  });
});
