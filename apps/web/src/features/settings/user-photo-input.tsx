import { useTranslation } from 'react-i18next';
import { PhotoField } from '../../ui/photo-field';
import { photoLimits, photoProblem } from '../../ui/photo-rules';
import type { UploadInputProps } from './section-uploads';

/** The user form's photo: the current one or the chosen file's preview, checked as the server will. */
export function UserPhotoInput({ record, file, error, onChange }: UploadInputProps) {
  const { t } = useTranslation();
  const name = typeof record?.name === 'string' ? record.name : '';
  const photoUrl = typeof record?.photoUrl === 'string' ? record.photoUrl : null;

  function handleChange(chosen: File | null): void {
    const problem = chosen && photoProblem(chosen);
    onChange(problem ? null : chosen, problem ? t(problem, photoLimits) : null);
  }

  return <PhotoField name={name} photoUrl={photoUrl} file={file} error={error} onChange={handleChange} />;
}
