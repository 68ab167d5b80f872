import { describe, expect, it } from 'vitest';
import { isAdministrator, profileIdSchema, profileName, profiles, seesOnlyOwnProtocols } from './index';

describe('profiles', () => {
  it('uses the spec ids: 99 Administrador, 1 Operador, 2 Operador N2, 3 Backoffice, 5 Monitor, 6 Dashboard, 7 Supervisor, 8 Marketing', () => {
    expect(profiles).toEqual({
      administrator: 99,
      operator: 1,
      operatorN2: 2,
      backoffice: 3,
      monitor: 5,
      dashboard: 6,
      supervisor: 7,
      marketing: 8,
    });
    expect(profileName(7)).toBe('supervisor');
  });
  it('role 2 or lower sees only its own protocols', () => {
    expect(seesOnlyOwnProtocols(1)).toBe(true);
    expect(seesOnlyOwnProtocols(2)).toBe(true);
    expect(seesOnlyOwnProtocols(3)).toBe(false);
    expect(seesOnlyOwnProtocols(99)).toBe(false);
  });
  it('only 99 is administrator', () => {
    expect(isAdministrator(99)).toBe(true);
    expect(isAdministrator(7)).toBe(false);
  });
  it('rejects an unknown profile id', () => {
    expect(profileIdSchema.safeParse(4).success).toBe(false);
    expect(profileIdSchema.safeParse(8).success).toBe(true);
  });
});
