import { describe, expect, it } from 'vitest';
import { overlapsOn } from './overlap';

describe('overlapping records', () => {
  it('overlap only when every field shares a value', () => {
    const sla = { departments: [1, 2], channels: [1] };
    expect(overlapsOn(['departments', 'channels'], sla, { departments: [2], channels: [1, 2] })).toBe(true);
    expect(overlapsOn(['departments', 'channels'], sla, { departments: [2], channels: [2] })).toBe(false);
    expect(overlapsOn(['departments', 'channels'], sla, { departments: [3], channels: [1] })).toBe(false);
    expect(overlapsOn(['department'], { department: 4 }, { department: 4 })).toBe(true);
  });
});
