import { afterEach, describe, expect, it, vi } from 'vitest';

describe('settings pages texts', () => {
  afterEach(async () => {
    const { setLanguage } = await import('./language');
    await setLanguage('pt-BR');
  });

  it('are not in the first bundle; the settings routes add them', async () => {
    vi.resetModules();
    const { i18n } = await import('./i18n');
    const { withSettingsTexts } = await import('./language');
    expect(i18n.exists('settings.section.department')).toBe(false);
    expect(i18n.exists('settings.list.empty')).toBe(false);
    const page = await withSettingsTexts(Promise.resolve({ page: 'settings' }));
    expect(page).toEqual({ page: 'settings' });
    expect(i18n.t('settings.section.department')).toBe('Departamentos');
    expect(i18n.exists('settings.list.empty')).toBe(true);
  });

  it('follow a change of language once the settings pages were opened', async () => {
    const { i18n } = await import('./i18n');
    const { setLanguage } = await import('./language');
    await setLanguage('es-MX');
    expect(i18n.t('settings.section.video')).toBe('Video');
    await setLanguage('es-ES');
    expect(i18n.t('settings.section.video')).toBe('Vídeo');
  });
});
