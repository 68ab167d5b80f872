import { MessageType, type ClusterMessage } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { messageReader, payloadLimit, payloadPrefix, toPayloads } from './cluster-wire';

const broadcast = (uid: string, data: unknown): ClusterMessage => ({
  uid,
  nsp: '/',
  type: MessageType.BROADCAST,
  data: { opts: { rooms: ['room'], except: [], flags: {} }, packet: { type: 2, nsp: '/', data: ['event', data] } },
});
const long = 'ação 😀 '.repeat(3_000);

describe('messages between processes', () => {
  it('a short message is one payload that starts with its sender', () => {
    const payloads = toPayloads(broadcast('abc', 'oi'), 1);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.startsWith(payloadPrefix('abc'))).toBe(true);
    expect(messageReader().read(payloads[0]!)).toEqual(broadcast('abc', 'oi'));
  });

  it('a long message goes in parts, each under the NOTIFY limit, read back whole after the last', () => {
    const payloads = toPayloads(broadcast('abc', long), 7);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(payloadLimit);
      expect(payload.startsWith(payloadPrefix('abc'))).toBe(true);
    }
    const reader = messageReader();
    const read = payloads.map((payload) => reader.read(payload));
    expect(read.slice(0, -1).every((message) => message === null)).toBe(true);
    expect(read.at(-1)).toEqual(broadcast('abc', long));
  });

  it("parts of two senders' messages interleaved are told apart", () => {
    const first = toPayloads(broadcast('one', long), 1);
    const second = toPayloads(broadcast('two', `${long}!`), 1);
    const reader = messageReader();
    const whole = first.flatMap((payload, i) => [reader.read(payload), reader.read(second[i]!)]).filter(Boolean);
    expect(whole).toEqual([broadcast('one', long), broadcast('two', `${long}!`)]);
  });

  it('bytes travel as bytes', () => {
    const [payload] = toPayloads(broadcast('abc', Buffer.from([0, 1, 255])), 1);
    expect(messageReader().read(payload!)).toEqual(broadcast('abc', Buffer.from([0, 1, 255])));
    const [typed] = toPayloads(broadcast('abc', new Uint8Array([4, 5]).subarray(1)), 1);
    expect(messageReader().read(typed!)).toEqual(broadcast('abc', Buffer.from([5])));
  });

  it('forgets the parts kept when the connection was lost', () => {
    const payloads = toPayloads(broadcast('abc', long), 3);
    const reader = messageReader();
    reader.read(payloads[0]!);
    reader.forget();
    expect(payloads.slice(1).map((payload) => reader.read(payload))).toEqual(payloads.slice(1).map(() => null));
  });
});
