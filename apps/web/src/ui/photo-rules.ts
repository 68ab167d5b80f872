import { photoMaxBytes, photoTypes } from '@contact/domain/users';

/** Checks a chosen photo as the server will; returns the message key of the problem, if any. */
export function photoProblem(file: File): 'errors.fileTypeNotAllowed' | 'errors.payloadTooLarge' | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return 'errors.fileTypeNotAllowed';
  if (file.size > photoMaxBytes) return 'errors.payloadTooLarge';
  return null;
}

/** The values the problem's message names. */
export const photoLimits = { types: 'PNG, JPEG, WebP', limit: `${photoMaxBytes / 1024 / 1024} MB` };
