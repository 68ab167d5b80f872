import { readFile } from 'node:fs/promises';
import { settingsSections } from '@contact/domain/settings';
import { describe, expect, it } from 'vitest';

describe('docs/settings.md', () => {
  it('documents every section with its route segment and API path', async () => {
    const text = await readFile(new URL('../../../../docs/settings.md', import.meta.url), 'utf8');
    for (const section of settingsSections) {
      expect(text, section.key).toContain(`\`/configuracoes/${section.segment}\``);
      expect(text, section.key).toContain(`\`${section.path}\``);
    }
  });
});
