import { describe, expect, it } from 'vitest';
import { allowEverything, permissionsFrom, type RoleFunctionRule } from './permissions';

const rule = (overrides: Partial<RoleFunctionRule>): RoleFunctionRule => ({
  departments: [1],
  modules: ['relationship'],
  profiles: [],
  allowPhotos: true,
  allowEmojis: true,
  allowAttachments: true,
  allowAudio: true,
  ...overrides,
});

describe('role permissions', () => {
  it('allow everything when no rule covers the agent', () => {
    expect(permissionsFrom([], 1, 'relationship', 1)).toEqual(allowEverything);
    expect(permissionsFrom([rule({ allowAudio: false })], 2, 'relationship', 1)).toEqual(allowEverything);
    expect(permissionsFrom([rule({ allowAudio: false })], 1, 'workflow', 1)).toEqual(allowEverything);
    expect(permissionsFrom([rule({ allowAudio: false, profiles: [7] })], 1, 'relationship', 1)).toEqual(
      allowEverything,
    );
  });
  it('apply a covering rule, and a denial in any covering rule wins', () => {
    const rules = [rule({ allowAttachments: false }), rule({ allowAudio: false, modules: [] })];
    expect(permissionsFrom(rules, 1, 'relationship', 1)).toEqual({
      photos: true,
      emojis: true,
      attachments: false,
      audio: false,
    });
  });
});
