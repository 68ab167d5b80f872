import { z } from 'zod';
import { defineContract } from '../http';
import { profiles, type ProfileId } from '../profiles';

/** A campaign of the WeOn dialer, as the dialer names it. */
export const weonCampaignSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type WeonCampaign = z.infer<typeof weonCampaignSchema>;

const id = z.coerce.number<string>().int().positive();

export const weonCampaignsQuerySchema = z.strictObject({
  /** The WeOn dialer serving this department; the first active WeOn dialer when left out. */
  department_id: id.optional(),
  /** This WeOn dialer configuration, active or not (its settings form). */
  dialer_id: id.optional(),
});

export const listWeonCampaigns = defineContract({
  method: 'GET',
  path: '/api/v1/settings/weon/campaigns',
  summary:
    "The WeOn dialer's campaigns, read live from the dialer (an empty list when no WeOn dialer is configured; 502 with the dialer's text when it fails)",
  tags: ['settings', 'dialer'],
  auth: true,
  query: weonCampaignsQuerySchema,
  response: z.array(weonCampaignSchema),
});

/**
 * Who reads the campaigns: those who attend protocols and schedule calls back, and the
 * administrators who set the dialer up. Never the dialer's configuration itself.
 */
export const weonCampaignReaders: readonly ProfileId[] = [
  profiles.administrator,
  profiles.supervisor,
  profiles.operator,
  profiles.operatorN2,
  profiles.backoffice,
];

export function canListWeonCampaigns(role: number): boolean {
  return (weonCampaignReaders as readonly number[]).includes(role);
}
