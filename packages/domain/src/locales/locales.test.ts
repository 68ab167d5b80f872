import { describe, expect, it } from 'vitest';
import { pickLocale } from './index';

describe('pickLocale', () => {
  it('defaults to pt-BR, the product default language', () => {
    expect(pickLocale(undefined)).toBe('pt-BR');
    expect(pickLocale('fr-FR')).toBe('pt-BR');
  });
  it('matches an exact regional locale', () => {
    expect(pickLocale('es-MX,es;q=0.9')).toBe('es-MX');
    expect(pickLocale('es-ar')).toBe('es-AR');
  });
  it('falls back to the language when the region is unknown', () => {
    expect(pickLocale('es-CO')).toBe('es-ES');
    expect(pickLocale('pt-PT')).toBe('pt-BR');
  });
  it('honours quality values', () => {
    expect(pickLocale('fr;q=1, es-PE;q=0.8, pt-BR;q=0.5')).toBe('es-PE');
  });
});
