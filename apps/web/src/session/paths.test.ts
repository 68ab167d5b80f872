import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './paths';

describe('return address after sign-in', () => {
  it('keeps a page of the app', () => {
    expect(safeNextPath('/configuracoes?tab=1')).toBe('/configuracoes?tab=1');
    expect(loginPathFor('/configuracoes')).toBe('/login?next=%2Fconfiguracoes');
  });

  it('goes home for missing, foreign or sign-in addresses', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(loginPathFor('/')).toBe('/login');
  });
});
