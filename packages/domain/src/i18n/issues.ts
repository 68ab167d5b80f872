import type { z } from 'zod';
import { isMessageKey, type MessageParams } from './keys';
import type { MessageKey } from './keys';

/** A validation failure of one field, still to be translated. */
export type FieldMessage = { path: string; field: string; key: MessageKey; params: MessageParams };

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function lastName(path: PropertyKey[]): string {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const segment = path[index];
    if (typeof segment === 'string') return segment;
  }
  return '';
}

function keyFor(issue: Issue, input: unknown): { key: MessageKey; params: MessageParams } {
  if (isMessageKey(issue.message)) return { key: issue.message, params: {} };
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      return {
        key: value === undefined || value === null || value === '' ? 'validation.required' : 'validation.invalidType',
        params: {},
      };
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return {
          key: Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort',
          params: { min: Number(issue.minimum) },
        };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.required', params: {} };
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
      return { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat', params: {} };
    case 'invalid_value': {
      // A missing choice is reported as an invalid value by zod; the user needs "required".
      const value = valueAt(input, issue.path);
      return {
        key: value === undefined || value === null || value === '' ? 'validation.required' : 'validation.invalidOption',
        params: {},
      };
    }
    default:
      return { key: 'validation.invalidFormat', params: {} };
  }
}

/** Turns zod issues into one message per field path; `input` tells a missing value from a wrong one. */
export function describeIssues(issues: readonly Issue[], input: unknown): FieldMessage[] {
  const result: FieldMessage[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) {
        const path = [...issue.path, name].map(String).join('.');
        result.push({ path, field: name, key: 'validation.unknownField', params: {} });
      }
      continue;
    }
    const { key, params } = keyFor(issue, input);
    result.push({ path: issue.path.map(String).join('.'), field: lastName(issue.path), key, params });
  }
  return result;
}
