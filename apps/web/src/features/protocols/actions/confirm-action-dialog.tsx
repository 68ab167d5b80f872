import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useChatView } from '../use-chat-view';
import { useCloseProtocol, usePauseProtocol, useToggleAi } from '../use-protocol-actions';

export type ConfirmedAction = 'pause' | 'ai' | 'close';

type ConfirmActionDialogProps = { protocol: ProtocolDetail; action: ConfirmedAction; onClose: () => void };

/** Pause or resume, AI assist on or off, and closing without a tabulation: each asks once. */
export function ConfirmActionDialog({ protocol, action, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const pause = usePauseProtocol();
  const ai = useToggleAi();
  const close = useCloseProtocol();
  const { goTo, closeProtocol } = useChatView();
  const texts = {
    pause: protocol.pause
      ? { title: t('inbox.pause.resumeTitle'), body: t('inbox.pause.resumeConfirm'), submit: t('inbox.pause.resume') }
      : { title: t('inbox.pause.title'), body: t('inbox.pause.confirm'), submit: t('inbox.pause.pause') },
    ai: protocol.protocol_ia_enabled
      ? { title: t('inbox.ai.offTitle'), body: t('inbox.ai.offConfirm'), submit: t('inbox.ai.turnOff') }
      : { title: t('inbox.ai.onTitle'), body: t('inbox.ai.onConfirm'), submit: t('inbox.ai.turnOn') },
    close: { title: t('inbox.close.title'), body: t('inbox.close.confirm'), submit: t('inbox.close.submit') },
  }[action];
  const pending = pause.isPending || ai.isPending || close.isPending;

  async function handleConfirm(): Promise<void> {
    try {
      if (action === 'pause') {
        const changed = await pause.mutateAsync({ id: protocol.id, pause: !protocol.pause });
        notifySuccess(changed.pause ? t('inbox.pause.paused') : t('inbox.pause.resumed'));
        onClose();
      } else if (action === 'ai') {
        const changed = await ai.mutateAsync(protocol.id);
        notifySuccess(changed.protocol_ia_enabled ? t('inbox.ai.turnedOn') : t('inbox.ai.turnedOff'));
        onClose();
        // Spec §4: with AI on the protocol is the bot's; the agent follows it to the bot's open queue.
        if (changed.protocol_ia_enabled) void goTo({ support: 'bot', queue: 'aberto', protocolId: null });
      } else {
        await close.mutateAsync(protocol.id);
        notifySuccess(t('inbox.close.done'));
        onClose();
        closeProtocol();
      }
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Dialog opened title={texts.title} onClose={onClose}>
      <Stack gap="md">
        <Text size="sm">{texts.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={action === 'close' ? 'red' : undefined} onClick={() => void handleConfirm()} loading={pending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
