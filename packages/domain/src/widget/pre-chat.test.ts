import { describe, expect, it } from 'vitest';
import { describeIssues } from '../i18n';
import { preChatSchema } from './pre-chat';

const fieldsOf = (input: unknown) => {
  const result = preChatSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(describeIssues(result.error.issues, input).map((issue) => [issue.path, issue.key]));
};

describe('widget pre-chat form', () => {
  it('accepts a name with an e-mail, lower-cased', () => {
    expect(preChatSchema.parse({ name: ' Ana ', email: 'Ana@Loja.com.br' })).toEqual({
      name: 'Ana',
      email: 'ana@loja.com.br',
    });
  });

  it('accepts a name with a phone, kept as digits', () => {
    expect(preChatSchema.parse({ name: 'Ana', phone: '(11) 98765-4321' })).toMatchObject({ phone: '11987654321' });
  });

  it('treats empty e-mail and phone as not given', () => {
    expect(preChatSchema.parse({ name: 'Ana', email: '', phone: '11987654321' })).toEqual({
      name: 'Ana',
      phone: '11987654321',
    });
  });

  it('asks for an e-mail or a phone on both fields when neither is given', () => {
    expect(fieldsOf({ name: 'Ana', email: ' ', phone: '' })).toEqual({
      email: 'validation.emailOrPhone',
      phone: 'validation.emailOrPhone',
    });
  });

  it('names the field of a bad e-mail or phone', () => {
    expect(fieldsOf({ name: 'Ana', email: 'ana@' })).toMatchObject({ email: 'validation.invalidEmail' });
    expect(fieldsOf({ name: 'Ana', phone: '123' })).toMatchObject({ phone: 'validation.invalidPhone' });
  });

  it('requires the name', () => {
    expect(fieldsOf({ name: '  ', email: 'ana@loja.com.br' })).toMatchObject({ name: 'validation.required' });
  });
});
