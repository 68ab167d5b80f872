import { z } from 'zod';
import { defineContract } from '../http';
import { operatorStatuses } from '../protocols/status';
import { profileIdSchema } from '../profiles';
import { userDetailSchema } from '../users';
import { isoDateSchema } from '../validation';
import { activeToggleSchema, pageSchema, settingsListQuerySchema } from './list-query';
import { userSection } from './sections/user';

/** A user as administrators see it. */
export const adminUserSchema = userDetailSchema.extend({
  distribuition: z.boolean(),
  /** On one of the vendor's own e-mail domains. */
  vendor: z.boolean(),
  status: z.enum(operatorStatuses),
  /** Signs in with an authenticator app; administrators can reset it (`resetAdminUserTwoFactor`). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = settingsListQuerySchema.extend({
  role: z.coerce.number<string>().int().optional(),
  department: z.coerce.number<string>().int().positive().optional(),
});

const tags = ['users'];

export const listAdminUsers = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users',
  summary: 'Users of the company, paged and searchable; vendor staff are listed apart',
  tags,
  auth: true,
  query: adminUserListQuerySchema,
  response: pageSchema(adminUserSchema),
});

export const listVendorUsers = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/vendor',
  summary: 'The vendor’s own staff in this company (only for vendor staff)',
  tags,
  auth: true,
  response: z.array(adminUserSchema),
});

const bodyNote = 'JSON, or multipart with the JSON in a "data" part and an optional "photo" file';

export const createAdminUser = defineContract({
  method: 'POST',
  path: '/api/v1/settings/users',
  summary: `Create a user (administrators; ${bodyNote})`,
  tags,
  auth: true,
  body: userSection.schemas.create,
  response: adminUserSchema,
});

export const updateAdminUser = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/users',
  summary: `Change a user (administrators; ${bodyNote}); a password given is a new password`,
  tags,
  auth: true,
  body: userSection.schemas.update,
  response: adminUserSchema,
});

export const toggleAdminUser = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/users/:id/active',
  summary: 'Activate or deactivate a user (administrators); a deactivated user is signed out at once',
  tags,
  auth: true,
  params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
  body: activeToggleSchema,
  response: adminUserSchema,
});

export const resetAdminUserTwoFactor = defineContract({
  method: 'DELETE',
  path: '/api/v1/settings/users/:id/two-factor',
  summary:
    'Reset another user’s two-factor authentication (administrators), when their authenticator app is lost: ' +
    'it is forgotten, the user is signed out everywhere, and sets a new one up at the next sign-in if the company requires it',
  tags,
  auth: true,
  params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
  response: adminUserSchema,
});

export const usersReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: profileIdSchema,
  departments: z.array(z.string()),
  ramal: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(operatorStatuses),
  pauses: z.number().int(),
  pauseMinutes: z.number().int(),
  lastStatusAt: z.string().nullable(),
});
export type UsersReportRow = z.infer<typeof usersReportRowSchema>;

export const usersReportQuerySchema = z.object({ date: isoDateSchema.optional() });

export const usersReport = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/report',
  summary: 'Users with their breaks on a day (default today, São Paulo time)',
  tags,
  auth: true,
  query: usersReportQuerySchema,
  response: z.object({ date: z.string(), rows: z.array(usersReportRowSchema) }),
});

export const usersReportDownload = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/report/download',
  summary: 'The users report as CSV (semicolon-separated, UTF-8)',
  tags,
  auth: true,
  query: usersReportQuerySchema,
  response: z.string(),
});
