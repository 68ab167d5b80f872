import type { AnySection } from '@contact/domain/settings';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { notifySuccess } from '../../ui/notify';
import type { Body, Files, SettingsRecord } from './section-api';
import { SectionForm } from './section-form';
import type { OptionsBySource } from './use-option-sources';
import { useSaveRecord } from './use-section-records';

type SectionFormDialogProps = {
  section: AnySection;
  /** `null`: closed; `'new'`: a new record; else the record to edit. */
  editing: SettingsRecord | 'new' | null;
  options: OptionsBySource;
  /** The owner's id of a child section's records. */
  parentId?: number;
  onClose: () => void;
};

/** The create/edit form of a section in the 600 px dialog, with the success notice of spec §8. */
export function SectionFormDialog({ section, editing, options, parentId, onClose }: SectionFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRecord(section, parentId);
  const record = editing === 'new' || editing === null ? undefined : editing;
  const sectionTitle = t(section.title as ParseKeys);
  const title = record
    ? t('settings.form.editTitle', { section: sectionTitle })
    : t('settings.form.createTitle', { section: sectionTitle });

  async function handleSave(body: Body, files?: Files): Promise<void> {
    await save.mutateAsync({ id: record?.id, body, files });
    notifySuccess(t(record ? 'settings.notices.updated' : 'settings.notices.created'));
    onClose();
  }

  return (
    <Dialog opened={editing !== null} title={title} onClose={onClose}>
      {editing !== null && (
        <SectionForm
          key={record?.id ?? 'new'}
          section={section}
          record={record}
          options={options}
          onSave={handleSave}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
