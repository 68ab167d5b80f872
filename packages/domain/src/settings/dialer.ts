import { z } from 'zod';
import { defineContract } from '../http';
import { ramalStatuses } from '../users';

/** Dialer modes of an agent's extension (ramal type). */
export const dialerTypes = ['manual', 'preview', 'progressive', 'predictive'] as const;
export type DialerType = (typeof dialerTypes)[number];

export const dialerMessageSchema = z.object({ message: z.string() });

export const changeRamalStatus = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/users/change_ramal_status',
  summary: 'Make the signed-in agent’s extension available or unavailable to the dialer',
  tags: ['dialer'],
  auth: true,
  body: z.strictObject({ ramal_status: z.enum(ramalStatuses) }),
  response: dialerMessageSchema.extend({ ramal_status: z.enum(ramalStatuses) }),
});

export const changeRamalType = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/users/change_ramal_type',
  summary: 'Change the dialer mode of the signed-in agent’s extension',
  tags: ['dialer'],
  auth: true,
  body: z.strictObject({ ramal_type: z.enum(dialerTypes) }),
  response: dialerMessageSchema.extend({ ramal_type: z.enum(dialerTypes) }),
});

export const mobcallStatus = defineContract({
  method: 'GET',
  path: '/api/v1/mobcall/status',
  summary: 'Whether the signed-in agent’s extension is logged into the softphone (400 when it is not)',
  tags: ['dialer'],
  auth: true,
  response: dialerMessageSchema.extend({
    ramal: z.string(),
    ramal_status: z.enum(ramalStatuses).nullable(),
    ramal_type: z.enum(dialerTypes),
  }),
});

/** What a dialer integration reports when an agent's softphone logs in or out. */
export const softphoneLoginSchema = z.strictObject({ userId: z.number().int().positive(), loggedIn: z.boolean() });

export const setSoftphoneLogin = defineContract({
  method: 'PUT',
  path: '/api/v1/mobcall/softphone',
  summary: 'Record that an agent’s softphone logged in or out (dialer integration, administrators)',
  tags: ['dialer'],
  auth: true,
  body: softphoneLoginSchema,
  response: softphoneLoginSchema,
});
