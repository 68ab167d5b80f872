import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locales } from '../locales';
import { describeIssues, fieldLabel, messages, translate } from './index';

describe('shared messages', () => {
  it('have a non-empty text for every key in every language', () => {
    const keys = Object.keys(messages['pt-BR']);
    for (const locale of locales) {
      expect(Object.keys(messages[locale]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(messages[locale][key as keyof (typeof messages)['pt-BR']]).not.toBe('');
    }
  });
  it('keep the spec wording of the two-factor error', () => {
    expect(translate('pt-BR', 'errors.twoFactorRequired')).toBe('Autenticação de dois fatores necessária');
  });
  it('fill parameters and name fields in the user language', () => {
    expect(translate('es-MX', 'validation.required', { field: fieldLabel('es-MX', 'email') })).toBe(
      'El campo correo es obligatorio.',
    );
    expect(fieldLabel('pt-BR', 'unknownThing')).toBe('unknownThing');
  });
});

describe('describeIssues', () => {
  const schema = z.strictObject({
    email: z.email(),
    name: z.string().min(1).max(5),
    age: z.number().int().min(18),
    theme: z.enum(['light', 'dark']),
  });
  const describe = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return describeIssues(result.error.issues, input);
  };

  it('tells a missing field from a wrong type', () => {
    const found = describe({ email: 'a@b.co', name: 3, theme: 'light' });
    expect(found).toContainEqual(expect.objectContaining({ path: 'name', key: 'validation.invalidType' }));
    expect(found).toContainEqual(expect.objectContaining({ path: 'age', key: 'validation.required' }));
  });
  it('names each unknown field', () => {
    const found = describe({ email: 'a@b.co', name: 'x', age: 20, theme: 'light', admin: true, extra: 1 });
    expect(found.map((item) => item.path)).toEqual(['admin', 'extra']);
    expect(found.every((item) => item.key === 'validation.unknownField')).toBe(true);
  });
  it('maps formats, bounds and options', () => {
    const found = describe({ email: 'nope', name: 'toolong', age: 10, theme: 'blue' });
    expect(found.map((item) => [item.path, item.key])).toEqual([
      ['email', 'validation.invalidEmail'],
      ['name', 'validation.tooLong'],
      ['age', 'validation.tooSmall'],
      ['theme', 'validation.invalidOption'],
    ]);
  });
  it('keeps a custom message key from a refinement', () => {
    const refined = z
      .object({ a: z.string(), b: z.string() })
      .refine((value) => value.a === value.b, { message: 'validation.passwordsMustMatch', path: ['b'] });
    const result = refined.safeParse({ a: 'x', b: 'y' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error.issues, {})).toEqual([
        { path: 'b', field: 'b', key: 'validation.passwordsMustMatch', params: {} },
      ]);
    }
  });
});
