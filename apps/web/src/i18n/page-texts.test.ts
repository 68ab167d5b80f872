import { afterEach, describe, expect, it, vi } from 'vitest';

describe('texts that load with their pages', () => {
  afterEach(async () => {
    const { setLanguage } = await import('./language');
    await setLanguage('pt-BR');
  });

  it('are not in the first bundle; the settings and CRM routes add them', async () => {
    vi.resetModules();
    const { i18n } = await import('./i18n');
    const { withTexts } = await import('./language');
    expect(i18n.exists('settings.section.department')).toBe(false);
    expect(i18n.exists('settings.list.empty')).toBe(false);
    expect(i18n.exists('crmTemplates.title')).toBe(false);

    const page = await withTexts('settings', Promise.resolve({ page: 'settings' }));
    expect(page).toEqual({ page: 'settings' });
    expect(i18n.t('settings.section.department')).toBe('Departamentos');
    expect(i18n.exists('settings.list.empty')).toBe(true);
    expect(i18n.exists('crmTemplates.title')).toBe(false);

    await withTexts('crmTemplates', Promise.resolve({}));
    expect(i18n.exists('crmTemplates.title')).toBe(true);
  });

  it('follow a change of language once their pages were opened', async () => {
    const { i18n } = await import('./i18n');
    const { setLanguage } = await import('./language');
    await setLanguage('es-MX');
    expect(i18n.t('settings.section.video')).toBe('Video');
    expect(i18n.t('crmTemplates.title')).toBe('Plantillas de CRM');
    await setLanguage('es-ES');
    expect(i18n.t('settings.section.video')).toBe('Vídeo');
    await setLanguage('pt-BR');
    expect(i18n.t('crmTemplates.title')).toBe('Modelos de CRM');
  });
});
