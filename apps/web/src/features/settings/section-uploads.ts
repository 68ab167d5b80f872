import type { ComponentType } from 'react';
import type { SettingsRecord } from './section-api';
import { UserPhotoInput } from './user-photo-input';

export type UploadInputProps = {
  /** The record being edited; none for a new one. */
  record?: SettingsRecord;
  file: File | null;
  error: string | null;
  /** A file chosen (or none), with the problem that refused it, if any. */
  onChange: (file: File | null, problem: string | null) => void;
};

/** A file a section's form sends beside its fields, under `name` (a user's photo). */
export type SectionUpload = { name: string; Input: ComponentType<UploadInputProps> };

/**
 * Files a section's form may carry, by section key. A save with a file goes as multipart:
 * the fields as JSON in a `data` part and the file in its own part.
 */
export const sectionUploads: Partial<Record<string, SectionUpload>> = {
  user: { name: 'photo', Input: UserPhotoInput },
};
