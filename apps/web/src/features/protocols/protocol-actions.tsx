import { isOpen, protocolStatuses, supports, type ProtocolDetail } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { channelIdByName } from '@contact/domain/channels';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconAlarm,
  IconArrowsExchange,
  IconFileTypePdf,
  IconPhoneCalling,
  IconPhoneOutgoing,
  IconUserShare,
  IconCategory,
  IconCircleOff,
  IconClipboardCheck,
  IconDots,
  IconFlag,
  IconHandGrab,
  IconLayoutSidebarRight,
  IconNote,
  IconPlayerPause,
  IconPlayerPlay,
  IconSparkles,
  IconTags,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/use-current-user';
import { notifyError } from '../../ui/notify';
import { isHttpError } from '../../api/http-error';
import { openActionDialog } from './action-dialog-store';
import { ForwardEmailAction } from './actions/forward-email-action';
import { useExportProtocol } from './use-protocol-actions';

type ProtocolActionsProps = { protocol: ProtocolDetail; sidePanelOpen: boolean; onToggleSidePanel: () => void };

/** The actions on the open protocol (spec §4): each opens its dialog. */
export function ProtocolActions({ protocol, sidePanelOpen, onToggleSidePanel }: ProtocolActionsProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const exportPdf = useExportProtocol();
  const supervises = user ? !seesOnlyOwnProtocols(user.role) : false;
  const open = isOpen(protocol.status);
  const waiting =
    protocol.status === protocolStatuses.waiting && protocol.user_id === null && protocol.support === supports.human;

  return (
    <Group gap={6} wrap="nowrap">
      {waiting && (
        <Button
          size="compact-sm"
          leftSection={<IconHandGrab size={16} aria-hidden />}
          onClick={() => openActionDialog('take')}
        >
          {t('inbox.take.submit')}
        </Button>
      )}
      {open && (
        <>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => openActionDialog('transfer')}
          >
            {t('inbox.action.transfer')}
          </Button>
          <Button
            size="compact-sm"
            color="green"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => openActionDialog('finalize')}
          >
            {t('inbox.action.finalize')}
          </Button>
        </>
      )}
      {protocol.id_channel === channelIdByName.email && <ForwardEmailAction protocol={protocol} />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="md" aria-label={t('inbox.action.more')}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {open && (
            <Menu.Item
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
              onClick={() => openActionDialog('tabulate')}
            >
              {t('inbox.action.tabulate')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconCategory size={16} aria-hidden />}
            onClick={() => openActionDialog('categorize')}
          >
            {t('inbox.action.categorize')}
          </Menu.Item>
          {open && (
            <Menu.Item
              leftSection={
                protocol.pause ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
              }
              onClick={() => openActionDialog('pause')}
            >
              {protocol.pause ? t('inbox.pause.resume') : t('inbox.pause.pause')}
            </Menu.Item>
          )}
          {open && (
            <Menu.Item leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => openActionDialog('ai')}>
              {protocol.protocol_ia_enabled ? t('inbox.ai.turnOff') : t('inbox.ai.turnOn')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconTags size={16} aria-hidden />} onClick={() => openActionDialog('tags')}>
            {t('inbox.action.tags')}
          </Menu.Item>
          <Menu.Item leftSection={<IconNote size={16} aria-hidden />} onClick={() => openActionDialog('note')}>
            {t('inbox.action.note')}
          </Menu.Item>
          {open && (
            <Menu.Item
              leftSection={<IconPhoneCalling size={16} aria-hidden />}
              onClick={() => openActionDialog('scheduleCall')}
            >
              {t('inbox.action.scheduleCall')}
            </Menu.Item>
          )}
          {open && (
            <Menu.Item
              leftSection={<IconPhoneOutgoing size={16} aria-hidden />}
              onClick={() => openActionDialog('callMe')}
            >
              {t('inbox.action.callMe')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconAlarm size={16} aria-hidden />} onClick={() => openActionDialog('reminder')}>
            {t('inbox.action.reminder')}
          </Menu.Item>
          {open && supervises && (
            <Menu.Item leftSection={<IconUserShare size={16} aria-hidden />} onClick={() => openActionDialog('assign')}>
              {t('inbox.action.assign')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            disabled={exportPdf.isPending}
            onClick={() =>
              exportPdf.mutate(protocol, {
                onError: (error) => notifyError(isHttpError(error) ? error.message : t('inbox.export.failed')),
              })
            }
          >
            {t('inbox.action.export')}
          </Menu.Item>
          {open && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconCircleOff size={16} aria-hidden />}
                onClick={() => openActionDialog('close')}
              >
                {t('inbox.close.title')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ActionIcon
        variant={sidePanelOpen ? 'filled' : 'default'}
        size="md"
        aria-label={t('inbox.sidePanel.toggle')}
        aria-pressed={sidePanelOpen}
        onClick={onToggleSidePanel}
      >
        <IconLayoutSidebarRight size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
