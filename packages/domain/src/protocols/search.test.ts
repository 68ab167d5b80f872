import { describe, expect, it } from 'vitest';
import { matchesSearch, searchFoldedInto, searchFoldedLetters, searchNormal, type SearchedTexts } from './search';

const protocol: SearchedTexts = {
  number: '20261124000123',
  customerName: 'João da Silva-Souza',
  subject: 'Pedido #4521 (atrasado)',
  phone: '5511987654321',
};

describe('searchNormal', () => {
  it('folds capitals and accents, and keeps one space between words', () => {
    expect(searchNormal('  JOÃO  da Silva-Souza (Pedido #123) Éder\tÑandú ')).toBe(
      'joao da silva souza pedido 123 eder nandu',
    );
  });

  it('keeps letters it does not fold, and leaves nothing of punctuation alone', () => {
    expect(searchNormal('Łukasz Øster')).toBe('Łukasz Øster');
    expect(searchNormal(' -- ')).toBe('');
  });

  it('folds each letter into the one at its place', () => {
    expect([...searchFoldedLetters]).toHaveLength([...searchFoldedInto].length);
    expect(searchNormal(searchFoldedLetters)).toBe(searchFoldedInto);
  });
});

describe('matchesSearch', () => {
  it('finds the start of any word of the name or the subject, in any case and without accents', () => {
    for (const search of ['joao', 'JOÃO', 'Souza', 'silva souza', 'da silva-s', 'pedido 4521', 'atras'])
      expect(matchesSearch(protocol, search), search).toBe(true);
  });

  it('does not find the middle of a word, nor words out of their order', () => {
    for (const search of ['oao', 'ouza', 'souza silva', 'joao souza', '---'])
      expect(matchesSearch(protocol, search), search).toBe(false);
  });

  it('finds four or more digits of the phone, and the number exactly', () => {
    expect(matchesSearch(protocol, '98765')).toBe(true);
    expect(matchesSearch(protocol, '(11) 98765-4321')).toBe(true);
    expect(matchesSearch(protocol, '876')).toBe(false);
    expect(matchesSearch(protocol, '20261124000123')).toBe(true);
    expect(matchesSearch(protocol, '2026112400012')).toBe(false);
  });

  it('an empty search finds every protocol; missing texts find nothing', () => {
    expect(matchesSearch(protocol, '  ')).toBe(true);
    expect(matchesSearch({ number: '1', customerName: null, subject: null, phone: null }, 'joao')).toBe(false);
  });
});
