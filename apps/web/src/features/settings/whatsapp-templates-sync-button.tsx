import { canSyncWhatsappTemplates, syncWhatsappTemplates } from '@contact/domain/settings';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { useCurrentUser } from '../../session/use-current-user';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { settingsKeys } from './settings-keys';

/** The Cloud API templates list's "Sync with Meta": every number's templates and review statuses, read from Meta. */
export function WhatsappTemplatesSyncButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const sync = useMutation({
    mutationFn: () => call(syncWhatsappTemplates, { body: {} }),
    onSuccess: (result) => {
      notifySuccess(t('settings.whatsappTemplates.synced', result));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.records('whatsapp-official-template') });
    },
    onError: (error) => reportError(error),
  });
  if (!user || !canSyncWhatsappTemplates(user.role)) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={sync.isPending}
      onClick={() => sync.mutate()}
    >
      {t('settings.whatsappTemplates.sync')}
    </Button>
  );
}
