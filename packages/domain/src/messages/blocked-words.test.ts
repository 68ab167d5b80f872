import { describe, expect, it } from 'vitest';
import { containsBlockedWord } from './blocked-words';

describe('blocked words', () => {
  const words = ['idiota', 'cala boca'];
  it('finds a word regardless of case and accents', () => {
    expect(containsBlockedWord('Seu IDIÓTA!', words)).toBe(true);
  });
  it('matches whole words only', () => {
    expect(containsBlockedWord('idiotice não', words)).toBe(false);
  });
  it('matches phrases', () => {
    expect(containsBlockedWord('ei, cala   boca agora', words)).toBe(true);
    expect(containsBlockedWord('cala a boca', words)).toBe(false);
  });
  it('ignores empty entries', () => {
    expect(containsBlockedWord('tudo certo', ['', '  '])).toBe(false);
  });
});
