import { describe, expect, it } from 'vitest';
import { profiles } from '../profiles';
import { canListWeonCampaigns, weonCampaignsQuerySchema } from './weon-campaigns';

describe("the WeOn dialer's campaigns", () => {
  it('are read by those who schedule calls and by administrators', () => {
    for (const role of [
      profiles.administrator,
      profiles.supervisor,
      profiles.operator,
      profiles.operatorN2,
      profiles.backoffice,
    ])
      expect(canListWeonCampaigns(role), String(role)).toBe(true);
  });

  it('are not read by profiles that attend no protocol', () => {
    for (const role of [profiles.monitor, profiles.dashboard, profiles.marketing])
      expect(canListWeonCampaigns(role), String(role)).toBe(false);
  });

  it('take a department or a dialer as numeric ids from the query string', () => {
    expect(weonCampaignsQuerySchema.parse({ department_id: '4' })).toEqual({ department_id: 4 });
    expect(weonCampaignsQuerySchema.safeParse({ department_id: 'sales' }).success).toBe(false);
    expect(weonCampaignsQuerySchema.safeParse({ dialer_id: '0' }).success).toBe(false);
  });
});
