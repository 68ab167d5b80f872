import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useChatView } from '../use-chat-view';
import { useTakeProtocol } from '../use-protocol-actions';

type TakeDialogProps = {
  /** The waiting protocol to take; null takes the next one of the agent's departments. */
  protocol: ProtocolDetail | null;
  onClose: () => void;
};

/** Takes a waiting protocol, or the next in the queue, and opens it among the agent's conversations. */
export function TakeDialog({ protocol, onClose }: TakeDialogProps) {
  const { t } = useTranslation();
  const take = useTakeProtocol();
  const { goTo } = useChatView();

  async function handleTake(): Promise<void> {
    try {
      const taken = await take.mutateAsync(protocol?.id ?? null);
      notifySuccess(t('inbox.take.done', { number: taken.number }));
      onClose();
      void goTo({ support: 'humano', queue: 'atendimento', protocolId: taken.id });
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Dialog opened title={protocol ? t('inbox.take.title') : t('inbox.takeNext')} onClose={onClose}>
      <Stack gap="md">
        <Text size="sm">
          {protocol
            ? t('inbox.take.confirm', {
                customer: protocol.customer_name ?? t('inbox.unknownCustomer'),
                number: protocol.number,
              })
            : t('inbox.take.nextConfirm')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleTake()} loading={take.isPending}>
            {t('inbox.take.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
