import { describe, expect, it } from 'vitest';
import { protocolTexts } from './protocol-texts';

describe('protocolTexts', () => {
  it('answers a text only for the version it was written from', () => {
    const texts = protocolTexts(10);
    texts.keep(1, '700', Buffer.from('{"id":1,"pause":false}'));
    expect(texts.get(1, '700')?.toString()).toBe('{"id":1,"pause":false}');
    expect(texts.get(1, '701')).toBeUndefined();
    expect(texts.get(2, '700')).toBeUndefined();
    texts.keep(1, '701', Buffer.from('{"id":1,"pause":true}'));
    expect(texts.get(1, '701')?.toString()).toBe('{"id":1,"pause":true}');
    expect(texts.get(1, '700')).toBeUndefined();
  });

  it('keeps at most as many as it is given, forgetting the least recently answered', () => {
    const texts = protocolTexts(2);
    texts.keep(1, 'a', Buffer.from('one'));
    texts.keep(2, 'a', Buffer.from('two'));
    expect(texts.get(1, 'a')?.toString()).toBe('one');
    texts.keep(3, 'a', Buffer.from('three'));
    expect(texts.get(2, 'a')).toBeUndefined();
    expect(texts.get(1, 'a')?.toString()).toBe('one');
    expect(texts.get(3, 'a')?.toString()).toBe('three');
  });

  it('given none to keep, keeps nothing and says so', () => {
    const texts = protocolTexts(0);
    texts.keep(1, 'a', Buffer.from('one'));
    expect(texts.get(1, 'a')).toBeUndefined();
    expect(texts.enabled).toBe(false);
    expect(protocolTexts(1).enabled).toBe(true);
  });
});
