import { secretMask, secretPaths, valueAtPath, withValueAtPath, type FieldMap } from '@contact/domain/settings';
import type { SecretBox } from '../../../platform/crypto';

type Bag = Record<string, unknown>;
export type SealedSecrets = Record<string, string>;

/** Values without their secrets, ready for `data`. */
export function withoutSecrets(fields: FieldMap, values: Bag): Bag {
  return secretPaths(fields).reduce((current, path) => withValueAtPath(current, path, null), values);
}

/**
 * The sealed secrets after a write: a new value is sealed; a value left out or sent back
 * as the mask keeps what was stored; null or an empty text removes it.
 */
export function sealSecrets(fields: FieldMap, given: Bag, stored: SealedSecrets, box: SecretBox): SealedSecrets {
  const result: SealedSecrets = {};
  for (const path of secretPaths(fields)) {
    const value = valueAtPath(given, path);
    if (value === undefined || value === secretMask) {
      if (stored[path]) result[path] = stored[path];
    } else if (typeof value === 'string' && value !== '') {
      result[path] = box.seal(value);
    }
  }
  return result;
}

/** Values as the browser sees them: a mask where a secret is set, with `hasX` beside it. */
export function maskSecrets(fields: FieldMap, values: Bag, sealed: SealedSecrets): Bag {
  let result = values;
  for (const path of secretPaths(fields)) {
    const segments = path.split('.');
    const name = segments.pop() ?? path;
    const flag = [...segments, `has${name.charAt(0).toUpperCase()}${name.slice(1)}`].join('.');
    result = withValueAtPath(result, path, sealed[path] ? secretMask : null);
    result = withValueAtPath(result, flag, Boolean(sealed[path]));
  }
  return result;
}

/** Values with the secrets in clear, for the modules that call providers. */
export function openSecrets(fields: FieldMap, values: Bag, sealed: SealedSecrets, box: SecretBox): Bag {
  return secretPaths(fields).reduce(
    (current, path) => withValueAtPath(current, path, sealed[path] ? box.open(sealed[path]) : null),
    values,
  );
}
