import { locales } from '@contact/domain/locales';
import { describe, expect, it } from 'vitest';
import { esAR } from './locales/es-AR';
import { esES } from './locales/es-ES';
import { esMX } from './locales/es-MX';
import { esPE } from './locales/es-PE';
import { crmTemplatesEsAR, crmTemplatesEsES, crmTemplatesPtBR } from './locales/crm-templates';
import { ptBR as corePtBR } from './locales/pt-BR';
import { settingsPagesEsAR } from './locales/settings/es-AR';
import { settingsPagesEsES } from './locales/settings/es-ES';
import { settingsPagesEsMX } from './locales/settings/es-MX';
import { settingsPagesEsPE } from './locales/settings/es-PE';
import { settingsPagesPtBR } from './locales/settings/pt-BR';

// Each language's texts: those of every page plus those the settings and CRM pages load.
const ptBR = { ...corePtBR, ...settingsPagesPtBR, ...crmTemplatesPtBR };
const all = {
  'pt-BR': ptBR,
  'es-ES': { ...esES, ...settingsPagesEsES, ...crmTemplatesEsES },
  'es-AR': { ...esAR, ...settingsPagesEsAR, ...crmTemplatesEsES, ...crmTemplatesEsAR },
  'es-PE': { ...esPE, ...settingsPagesEsPE, ...crmTemplatesEsES },
  'es-MX': { ...esMX, ...settingsPagesEsMX, ...crmTemplatesEsES },
} as const;
const keys = Object.keys(ptBR).sort();

describe('web locales', () => {
  it('exist for every language of the product', () => {
    expect(Object.keys(all).sort()).toEqual([...locales].sort());
  });

  it.each(Object.entries(all))('%s has every key of pt-BR, each with a text', (_locale, texts) => {
    expect(Object.keys(texts).sort()).toEqual(keys);
    for (const key of keys) expect(texts[key as keyof typeof texts].trim(), key).not.toBe('');
  });

  it.each(Object.entries(all))('%s keeps the parameters of every pt-BR text', (_locale, texts) => {
    const params = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of keys) {
      expect(params(texts[key as keyof typeof texts]), key).toEqual(params(ptBR[key as keyof typeof ptBR]));
    }
  });

  it('uses the placeholder of spec §5 for selects in pt-BR', () => {
    expect(ptBR['select.placeholder']).toBe('Digite ou selecione');
  });

  it('speaks each region in its own way', () => {
    expect(esAR['select.placeholder']).toBe('Escribí o seleccioná');
    expect(esMX['profile.phone']).toBe('Celular');
    expect(esPE['profile.phone']).toBe('Celular');
    expect(esES['profile.phone']).toBe('Teléfono');
  });
});
