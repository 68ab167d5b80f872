import { describe, expect, it } from 'vitest';
import { completeValues, mergeValues, secretPaths, valueAtPath, withValueAtPath } from './values';
import { smsSection } from './sections/sms';
import { tagSection } from './sections/tag';

describe('record values', () => {
  it('fill defaults, nulls and empty collections', () => {
    expect(completeValues(tagSection.fields, { name: 'VIP' })).toEqual({ name: 'VIP', level: 1, color: '#868e96' });
    expect(completeValues(smsSection.fields, { description: 'x', department: 1 })).toEqual({
      description: 'x',
      department: 1,
      settings: { provider: 'generic', username: null, token: null, endpoint: null, callback: null, sender: null },
    });
  });
  it('merge an update field by field, groups too', () => {
    const stored = completeValues(smsSection.fields, { description: 'x', department: 1, settings: { username: 'u' } });
    const merged = mergeValues(smsSection.fields, stored, { settings: { endpoint: 'https://sms.example' } });
    expect(merged.settings).toMatchObject({ username: 'u', endpoint: 'https://sms.example' });
    expect(merged.description).toBe('x');
  });
  it('find and replace secrets by path', () => {
    expect(secretPaths(smsSection.fields)).toEqual(['settings.token']);
    const values = { settings: { token: 'a', username: 'u' } };
    expect(valueAtPath(values, 'settings.token')).toBe('a');
    expect(withValueAtPath(values, 'settings.token', null)).toEqual({ settings: { token: null, username: 'u' } });
    expect(values.settings.token).toBe('a');
  });
});
