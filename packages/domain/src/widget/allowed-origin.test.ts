import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './allowed-origin';

describe('widget allowed domains', () => {
  it('allows any site when no domain is listed', () => {
    expect(isOriginAllowed('https://qualquer.com', [])).toBe(true);
    expect(isOriginAllowed('https://qualquer.com', ['  '])).toBe(true);
  });

  it('allows a listed domain and its subdomains, however the entry is written', () => {
    expect(isOriginAllowed('https://loja.com.br', ['loja.com.br'])).toBe(true);
    expect(isOriginAllowed('https://www.loja.com.br', ['https://loja.com.br/'])).toBe(true);
    expect(isOriginAllowed('http://loja.com.br:8080', ['LOJA.com.br:8080'])).toBe(true);
  });

  it('refuses other sites, look-alikes and malformed origins', () => {
    expect(isOriginAllowed('https://outra.com', ['loja.com.br'])).toBe(false);
    expect(isOriginAllowed('https://fakeloja.com.br', ['loja.com.br'])).toBe(false);
    expect(isOriginAllowed('https://loja.com.br.evil.io', ['loja.com.br'])).toBe(false);
    expect(isOriginAllowed('null', ['loja.com.br'])).toBe(false);
  });
});
