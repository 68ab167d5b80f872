import type { ProtocolDetail } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { CurrentUser } from '@contact/domain/users';
import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/select';
import { useChatView } from '../use-chat-view';
import { useDepartments, useUsers } from '../use-inbox-settings';
import { useTransferProtocol } from '../use-protocol-actions';
import { ActionFormDialog, useFieldErrors } from './action-form-dialog';

/** Spec §9: the transfer's success notice stays 3 s. */
export const transferNoticeMs = 3000;

type TransferDialogProps = { protocol: ProtocolDetail; user: CurrentUser; onClose: () => void };
type Field = 'new_department_id' | 'new_user_id' | 'note';

/** Transfer to a department and/or a user with a note; the server's refusal is shown and the form stays usable. */
export function TransferDialog({ protocol, user, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const users = useUsers();
  const transfer = useTransferProtocol();
  const { closeProtocol } = useChatView();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { errors, setErrors, refused } = useFieldErrors<Field>();

  const limited = seesOnlyOwnProtocols(user.role) && !user.canTransferOutsideDepartments;
  const departmentOptions = (departments.data ?? [])
    .filter((item) => item.active && (!limited || user.department.includes(item.id)))
    .map((item) => ({ value: String(item.id), label: item.name }));
  const targetDepartment = departmentId ? Number(departmentId) : protocol.department_id;
  const userOptions = (users.data ?? [])
    .filter((item) => item.active && item.department.includes(targetDepartment) && item.id !== protocol.user_id)
    .map((item) => ({ value: String(item.id), label: item.name }));

  async function handleSubmit(): Promise<void> {
    setErrors({});
    try {
      await transfer.mutateAsync({
        protocol_id: protocol.id,
        note: note.trim(),
        new_department_id: departmentId ? Number(departmentId) : null,
        new_user_id: userId ? Number(userId) : null,
      });
      notifications.show({ color: 'green', message: t('inbox.transfer.done'), autoClose: transferNoticeMs });
      onClose();
      closeProtocol();
    } catch (error) {
      refused(error);
    }
  }

  return (
    <ActionFormDialog
      title={t('inbox.transfer.title')}
      submitLabel={t('inbox.transfer.submit')}
      pending={transfer.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Select
        label={t('inbox.transfer.department')}
        data={departmentOptions}
        value={departmentId}
        onChange={(value) => {
          setDepartmentId(value);
          setUserId(null);
        }}
        error={errors.new_department_id}
        clearable
      />
      <Select
        label={t('inbox.transfer.user')}
        data={userOptions}
        value={userId}
        onChange={setUserId}
        error={errors.new_user_id}
        clearable
      />
      <Textarea
        label={t('inbox.transfer.note')}
        autosize
        minRows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
      />
    </ActionFormDialog>
  );
}
