import { describe, expect, it } from 'vitest';
import { storable } from './storable';

describe('storable', () => {
  it('drops NUL characters from every string, however deep', () => {
    expect(
      storable({
        text: 'Olá\u0000 mundo',
        customer: { name: 'A\u0000na', phone: '5511999990000' },
        meta: { list: ['x\u0000', 1, true, null], 'k\u0000ey': 'v' },
      }),
    ).toEqual({
      text: 'Olá mundo',
      customer: { name: 'Ana', phone: '5511999990000' },
      meta: { list: ['x', 1, true, null], key: 'v' },
    });
  });

  it('leaves other values, and objects that are not plain data, as they are', () => {
    const when = new Date(0);
    expect(storable(when)).toBe(when);
    expect(storable(undefined)).toBeUndefined();
    expect(storable('sem nada')).toBe('sem nada');
  });
});
