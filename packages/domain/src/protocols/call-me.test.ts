import { describe, expect, it } from 'vitest';
import { callablePhones, callMe, dialerForDepartment } from './call-me';

describe('the dialer serving a department', () => {
  const general = { id: 1, departments: [] };
  const sales = { id: 2, departments: [3, 4] };
  const support = { id: 3, departments: [5] };

  it('prefers a dialer naming the department over one serving every department', () => {
    expect(dialerForDepartment([general, sales, support], 4)).toBe(sales);
    expect(dialerForDepartment([general, sales, support], 5)).toBe(support);
  });

  it('falls back to a dialer naming no department', () => {
    expect(dialerForDepartment([sales, general], 9)).toBe(general);
  });

  it('is none when every dialer names other departments, or there is no dialer', () => {
    expect(dialerForDepartment([sales, support], 9)).toBeNull();
    expect(dialerForDepartment([], 1)).toBeNull();
  });
});

describe('the numbers offered to call', () => {
  it('lists the protocol phone first, then the customers’, in E.164 without repeats', () => {
    const phones = callablePhones({
      protocol_phone: '5511987654321',
      customers: [{ phone: '(11) 98765-4321' }, { phone: '11 3456-7890' }, { phone: null }],
    });
    expect(phones).toEqual(['+5511987654321', '+551134567890']);
  });

  it('leaves out what cannot be a phone', () => {
    expect(callablePhones({ protocol_phone: null, customers: [{ phone: '123' }] })).toEqual([]);
  });
});

describe('the call-me body', () => {
  const body = callMe.body;

  it('takes a typed Brazilian number or an international one, as E.164', () => {
    expect(body.parse({ protocol_id: 7, phone: '(11) 8765-4321' })).toEqual({
      protocol_id: 7,
      phone: '+5511987654321',
    });
    expect(body.parse({ protocol_id: 7, phone: '+1 415 555 0100' }).phone).toBe('+14155550100');
  });

  it('refuses a missing or impossible number on the phone field', () => {
    const missing = body.safeParse({ protocol_id: 7 });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['phone']]);
    const invalid = body.safeParse({ protocol_id: 7, phone: '12-34' });
    expect(invalid.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'validation.invalidCallPhone' }),
    ]);
  });
});
