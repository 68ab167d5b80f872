import type { ClusterMessage, ClusterResponse } from 'socket.io-adapter';

/** What one server process tells the others through PostgreSQL. */
export type WireMessage = ClusterMessage | ClusterResponse;

/** The longest NOTIFY payload PostgreSQL takes, in bytes. */
export const payloadLimit = 7999;
/** Bytes of a long message per part: in base64, with the part's header, under the limit. */
export const partBytes = 5600;

/** Binary values (a Buffer, a typed array) travel as `{ "$bytes": base64 }`. */
const bytesKey = '$bytes';
type Part = { uid: string; part: [id: number, index: number, count: number]; data: string };

function bytesOf(value: ArrayBuffer | ArrayBufferView): Buffer {
  return value instanceof ArrayBuffer
    ? Buffer.from(value)
    : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

function replaceBytes(this: Record<string, unknown>, key: string, value: unknown) {
  // `this[key]` is the value before its toJSON (a Buffer's makes it an array of numbers).
  const original = this[key];
  if (original instanceof ArrayBuffer || ArrayBuffer.isView(original))
    return { [bytesKey]: bytesOf(original).toString('base64') };
  return value;
}

function reviveBytes(_key: string, value: unknown) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const encoded = (value as Record<string, unknown>)[bytesKey];
    if (keys.length === 1 && typeof encoded === 'string') return Buffer.from(encoded, 'base64');
  }
  return value;
}

/**
 * The payloads of one message, in order: its JSON, the sender's id first (a process skips its
 * own by that prefix); a message too long for one NOTIFY goes in parts, numbered by `id`.
 */
export function toPayloads(message: WireMessage, id: number): string[] {
  const { uid, ...rest } = message;
  const text = JSON.stringify({ uid, ...rest }, replaceBytes);
  if (Buffer.byteLength(text) <= payloadLimit) return [text];
  const bytes = Buffer.from(text);
  const count = Math.ceil(bytes.length / partBytes);
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      uid,
      part: [id, index, count],
      data: bytes.subarray(index * partBytes, (index + 1) * partBytes).toString('base64'),
    } satisfies Part),
  );
}

/** How a payload from another process starts when that process is `uid`. */
export const payloadPrefix = (uid: string) => `{"uid":${JSON.stringify(uid)}`;

/**
 * Turns payloads back into messages, as they come: a part is kept until its message is whole.
 * `forget` drops the parts kept (after the connection was lost, those still missing never come).
 */
export function messageReader() {
  const waiting = new Map<string, { parts: string[]; received: number }>();
  return {
    read(payload: string): WireMessage | null {
      const parsed = JSON.parse(payload, reviveBytes) as WireMessage | Part;
      if (!('part' in parsed)) return parsed;
      const [id, index, count] = parsed.part;
      const key = `${parsed.uid}:${id}`;
      const message = waiting.get(key) ?? { parts: [], received: 0 };
      if (message.parts[index] === undefined) message.received += 1;
      message.parts[index] = parsed.data;
      if (message.received < count) {
        waiting.set(key, message);
        return null;
      }
      waiting.delete(key);
      const text = Buffer.concat(message.parts.map((part) => Buffer.from(part, 'base64'))).toString();
      return JSON.parse(text, reviveBytes) as WireMessage;
    },
    forget() {
      waiting.clear();
    },
  };
}
