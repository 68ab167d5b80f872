import { describe, expect, it } from 'vitest';
import { protocolTypingSchema } from './typing';

describe('agent typing payload', () => {
  it('takes a protocol id and a boolean only', () => {
    expect(protocolTypingSchema.safeParse({ protocol_id: 12, typing: true }).success).toBe(true);
    expect(protocolTypingSchema.safeParse({ protocol_id: '12', typing: true }).success).toBe(false);
    expect(protocolTypingSchema.safeParse({ protocol_id: 12, typing: 'yes' }).success).toBe(false);
    expect(protocolTypingSchema.safeParse({ protocol_id: -1, typing: false }).success).toBe(false);
  });
});
