import { describe, expect, it } from 'vitest';
import { frequentSearches } from './frequent-searches';

describe('frequentSearches', () => {
  it('remembers a search per company, whatever its case, until it expires', () => {
    const frequent = frequentSearches({ keptForMs: 1000 });
    frequent.note(1, 'Moreira', 0);
    expect(frequent.has(1, 'moreira', 999)).toBe(true);
    expect(frequent.has(1, 'MOREIRA', 500)).toBe(true);
    expect(frequent.has(2, 'Moreira', 500)).toBe(false);
    expect(frequent.has(1, 'Moreir', 500)).toBe(false);
    expect(frequent.has(1, 'Moreira', 1000)).toBe(false);
    expect(frequent.has(1, 'Moreira', 1)).toBe(false);
  });

  it('noted again, a search is kept from then on', () => {
    const frequent = frequentSearches({ keptForMs: 1000 });
    frequent.note(1, 'Silva', 0);
    frequent.note(1, 'Silva', 800);
    expect(frequent.has(1, 'Silva', 1500)).toBe(true);
  });

  it('keeps at most so many, forgetting the one noted longest ago', () => {
    const frequent = frequentSearches({ keptForMs: 1000, mostKept: 2 });
    frequent.note(1, 'Silva', 0);
    frequent.note(1, 'Santos', 1);
    frequent.note(1, 'Silva', 2);
    frequent.note(1, 'Oliveira', 3);
    expect(frequent.has(1, 'Santos', 4)).toBe(false);
    expect(frequent.has(1, 'Silva', 4)).toBe(true);
    expect(frequent.has(1, 'Oliveira', 4)).toBe(true);
  });
});
