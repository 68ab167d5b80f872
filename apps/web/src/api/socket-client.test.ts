import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { endSession } from './session-end';
import { joinRoom, openSocket, type SocketFactory } from './socket-client';

type Handler = (...args: unknown[]) => void;

function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    }),
    connected: false,
    emit: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
    fire: (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)),
  };
  return socket;
}

afterEach(() => vi.useRealTimers());

describe('socket client', () => {
  it('connects with the token as query parameter and the spec socket options', () => {
    const socket = fakeSocket();
    const factory = vi.fn(() => socket as unknown as Socket) satisfies SocketFactory;
    const close = openSocket('the-token', {}, factory);
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/socket.io',
        query: { token: 'the-token' },
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        timeout: 500,
      }),
    );
    close();
  });

  it('joins the static rooms 300 ms after connecting, and again after a reconnect', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const close = openSocket('t', {}, () => socket as unknown as Socket);

    socket.fire('connect');
    vi.advanceTimersByTime(299);
    expect(socket.emit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.emit.mock.calls).toEqual([
      ['join', 'count'],
      ['join', 'user'],
      ['join', 'notification'],
      ['join', 'backoffice'],
    ]);

    socket.fire('connect');
    vi.advanceTimersByTime(300);
    expect(socket.emit).toHaveBeenCalledTimes(8);
    close();
  });

  it('joins the rooms pages follow with the static ones, again after a reconnect, and then catches up', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const onRoomsJoined = vi.fn();
    const leave = joinRoom('protocol:7');
    const close = openSocket('t', {}, () => socket as unknown as Socket, { onRoomsJoined });

    socket.fire('connect');
    vi.advanceTimersByTime(300);
    expect(socket.emit).toHaveBeenLastCalledWith('join', 'protocol:7');
    expect(onRoomsJoined.mock.calls).toEqual([[false]]);

    socket.emit.mockClear();
    socket.fire('connect');
    vi.advanceTimersByTime(300);
    expect(socket.emit).toHaveBeenCalledWith('join', 'protocol:7');
    expect(onRoomsJoined.mock.calls).toEqual([[false], [true]]);
    leave();
    close();
  });

  it('joins and leaves a followed room at once while connected, once for several followers', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const close = openSocket('t', {}, () => socket as unknown as Socket);
    socket.connected = true;
    socket.fire('connect');
    vi.advanceTimersByTime(300);
    socket.emit.mockClear();

    const leaveFirst = joinRoom('list:status:1');
    const leaveSecond = joinRoom('list:status:1');
    expect(socket.emit.mock.calls).toEqual([['join', 'list:status:1']]);
    leaveFirst();
    expect(socket.emit).toHaveBeenCalledTimes(1);
    leaveSecond();
    expect(socket.emit.mock.calls).toEqual([
      ['join', 'list:status:1'],
      ['leave', 'list:status:1'],
    ]);
    close();
  });

  it('hands server events to their handlers', () => {
    const socket = fakeSocket();
    const onUserUpdated = vi.fn();
    const close = openSocket('t', { 'user:updated': onUserUpdated }, () => socket as unknown as Socket);
    socket.fire('user:updated', { id: 1 });
    expect(onUserUpdated).toHaveBeenCalledWith({ id: 1 });
    close();
  });

  it('disconnects when the session ends', () => {
    const socket = fakeSocket();
    openSocket('t', {}, () => socket as unknown as Socket);
    endSession();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });
});
