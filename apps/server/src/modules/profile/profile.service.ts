import type { ProfileUpdate } from '@contact/domain/users';
import { photoMaxBytes, photoTypes } from '@contact/domain/users';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import { getCurrentUser } from '../users/users.service';

const extensions: Record<(typeof photoTypes)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Checks the first bytes, so a renamed file is not taken for an image. */
function looksLike(type: (typeof photoTypes)[number], content: Buffer): boolean {
  if (type === 'image/png')
    return content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff;
  return content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP';
}

export const photoTypeError = () =>
  new AppError(
    'validation',
    'errors.fileTypeNotAllowed',
    { types: 'PNG, JPEG, WebP' },
    {
      photo: { key: 'errors.fileTypeNotAllowed', params: { types: 'PNG, JPEG, WebP' } },
    },
  );

export const photoTooLarge = () =>
  new AppError('payload_too_large', 'errors.payloadTooLarge', { limit: `${photoMaxBytes / 1024 / 1024} MiB` });

/** Refuses a photo that is not a PNG, JPEG or WebP up to the size limit; returns its type. */
export function checkPhoto(mimeType: string, content: Buffer): (typeof photoTypes)[number] {
  const type = photoTypes.find((candidate) => candidate === mimeType);
  if (!type || !looksLike(type, content)) throw photoTypeError();
  if (content.length > photoMaxBytes) throw photoTooLarge();
  return type;
}

export function createProfileService(deps: { db: Database; files: FileStorage }) {
  const { db, files } = deps;
  return {
    async update(userId: number, changes: ProfileUpdate) {
      const { notifications, ...rest } = changes;
      const set: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
      if (notifications) {
        // Only the preferences sent change; the others keep what was stored.
        const current = await getCurrentUser(db, userId);
        set.notificationPreferences = { ...current.notifications, ...notifications };
      }
      await db.update(users).set(set).where(eq(users.id, userId));
      return getCurrentUser(db, userId);
    },

    async replacePhoto(userId: number, mimeType: string, content: Buffer) {
      const type = checkPhoto(mimeType, content);
      const key = await files.put(content, extensions[type]);
      await db.update(users).set({ photoKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
      return getCurrentUser(db, userId);
    },
  };
}
