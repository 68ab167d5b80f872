import { describe, expect, it } from 'vitest';
import { customerSearchQuery } from './use-new-protocol';

describe('customerSearchQuery', () => {
  it('looks a whole phone up as the contact’s phone, however it is typed', () => {
    expect(customerSearchQuery('(11) 98765-4321')).toEqual({ phone: '11987654321' });
    expect(customerSearchQuery('+55 11 98765-4321')).toEqual({ phone: '5511987654321' });
    expect(customerSearchQuery('1187654321')).toEqual({ phone: '1187654321' });
  });

  it('searches the text for part of a phone, a protocol number or a name', () => {
    expect(customerSearchQuery('98765-432')).toEqual({ search: '98765-432' });
    expect(customerSearchQuery('8765')).toEqual({ search: '8765' });
    expect(customerSearchQuery('20261124000001')).toEqual({ search: '20261124000001' });
    expect(customerSearchQuery('João 11987654321')).toEqual({ search: 'João 11987654321' });
  });
});
