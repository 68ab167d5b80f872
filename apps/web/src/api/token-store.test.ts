import { describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, replaceToken, setToken, subscribeToken } from './token-store';

describe('token store', () => {
  it('keeps the token in localStorage when the user stays connected', () => {
    setToken('t1', true);
    expect(localStorage.getItem('contact.token')).toBe('t1');
    expect(sessionStorage.getItem('contact.token')).toBeNull();
    expect(getToken()).toBe('t1');
  });

  it('keeps the token in sessionStorage otherwise', () => {
    setToken('t2', false);
    expect(sessionStorage.getItem('contact.token')).toBe('t2');
    expect(localStorage.getItem('contact.token')).toBeNull();
  });

  it('puts a replacing token where the old one was', () => {
    setToken('old', true);
    replaceToken('new');
    expect(localStorage.getItem('contact.token')).toBe('new');
    setToken('old', false);
    replaceToken('newer');
    expect(sessionStorage.getItem('contact.token')).toBe('newer');
  });

  it('clears both storages and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('t3', true);
    clearToken();
    unsubscribe();
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
