import { normalizeBlacklistValue } from '@contact/domain/settings';
import { randomBytes } from 'node:crypto';

type Bag = Record<string, unknown>;

/** Where a section really behaves differently on write: values the server sets or normalizes. */
type Hook = (values: Bag, creating: boolean) => Bag;

export const sectionHooks: Record<string, Hook> = {
  // The embed code names the widget by an unguessable key, not by its id.
  widget: (values, creating) => (creating ? { ...values, publicKey: randomBytes(18).toString('base64url') } : values),
  'whatsapp-qr-code': (values, creating) => (creating ? { ...values, status: 'disconnected' } : values),
  blacklist: (values) => ({ ...values, value: normalizeBlacklistValue(String(values.type), String(values.value)) }),
};
