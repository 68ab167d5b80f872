import { z } from 'zod';
import { defineContract } from '../http';
import { fontSizeSchema, localeSchema, themeSchema } from '../locales';
import { profileIdSchema } from '../profiles';
import { idParamsSchema, phoneSchema } from '../validation';

/** Extension (ramal) states of the dialer. */
export const ramalStatuses = ['available', 'unavailable'] as const;

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  requireTwoFactor: z.boolean(),
});

/**
 * What the signed-in user wants to be told about (spec §9 notification types): browser pop-ups,
 * a sound, SLA breaches, new protocol messages, new ticket messages, transfers, and showing CPC.
 */
export const notificationPreferencesSchema = z.object({
  popup: z.boolean(),
  sound: z.boolean(),
  slaBreach: z.boolean(),
  newProtocolMessages: z.boolean(),
  newTicketMessages: z.boolean(),
  transfer: z.boolean(),
  showCpc: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferenceKeys = Object.keys(
  notificationPreferencesSchema.shape,
) as (keyof NotificationPreferences)[];

/** A new user hears and sees everything but CPC until they choose otherwise. */
export const defaultNotificationPreferences: NotificationPreferences = {
  popup: true,
  sound: true,
  slaBreach: true,
  newProtocolMessages: true,
  newTicketMessages: true,
  transfer: true,
  showCpc: false,
};

/** Stored preferences read leniently: a missing or unknown key takes its default. */
export function readNotificationPreferences(stored: unknown): NotificationPreferences {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const result = { ...defaultNotificationPreferences };
  for (const key of notificationPreferenceKeys) {
    if (typeof value[key] === 'boolean') result[key] = value[key];
  }
  return result;
}

/** The signed-in user, with the spec's wire names for role, ramal, ramal_status, distribuition and department. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: profileIdSchema,
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  theme: themeSchema,
  fontSize: fontSizeSchema,
  language: localeSchema,
  emailSignature: z.string(),
  ramal: z.string().nullable(),
  ramal_status: z.enum(ramalStatuses).nullable(),
  /** Takes part in the automatic distribution of protocols. */
  distribuition: z.boolean(),
  department: z.array(z.number().int()),
  twoFactorEnabled: z.boolean(),
  canTransferOutsideDepartments: z.boolean(),
  performsOutbound: z.boolean(),
  analysesSentiment: z.boolean(),
  notifications: notificationPreferencesSchema,
  company: companySummarySchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: profileIdSchema,
  department: z.array(z.number().int()),
  active: z.boolean(),
  photoUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userDetailSchema = userSummarySchema.extend({
  phone: z.string().nullable(),
  ramal: z.string().nullable(),
  weonExtension: z.string().nullable(),
  telephonyProvider: z.string().nullable(),
  utc: z.string(),
  canTransferOutsideDepartments: z.boolean(),
  performsOutbound: z.boolean(),
  analysesSentiment: z.boolean(),
});

export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  phone: phoneSchema.nullable().optional(),
  theme: themeSchema.optional(),
  fontSize: fontSizeSchema.optional(),
  language: localeSchema.optional(),
  emailSignature: z.string().max(2000).optional(),
  notifications: notificationPreferencesSchema.partial().strict().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Photo formats accepted for a profile picture, and the largest size in bytes. */
export const photoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const photoMaxBytes = 2 * 1024 * 1024;

export const updateProfile = defineContract({
  method: 'PUT',
  path: '/api/v1/profile',
  summary: 'Update the signed-in user’s own profile and preferences',
  tags: ['profile'],
  auth: true,
  body: profileUpdateSchema,
  response: currentUserSchema,
});

export const uploadProfilePhoto = defineContract({
  method: 'PUT',
  path: '/api/v1/profile/photo',
  summary: 'Replace the signed-in user’s photo (multipart, field "photo": PNG, JPEG or WebP up to 2 MiB)',
  tags: ['profile'],
  auth: true,
  multipart: true,
  response: currentUserSchema,
});

export const listUsers = defineContract({
  method: 'GET',
  path: '/api/v1/answer/users',
  summary: 'Users of the company (vendor users hidden unless the reader is one)',
  tags: ['users'],
  auth: true,
  response: z.array(userSummarySchema),
});

export const getUser = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/:id',
  summary: 'One user of the company',
  tags: ['users'],
  auth: true,
  params: idParamsSchema,
  response: userDetailSchema,
});
