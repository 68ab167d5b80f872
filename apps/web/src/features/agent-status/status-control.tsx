import type { AgentStatus } from '@contact/domain/settings';
import type { CurrentUser } from '@contact/domain/users';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconCoffee, IconLock, IconPlayerPlay, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../ui/forms/report-error';
import { breakClock } from './break-clock';
import { statusColors } from './status-colors';
import { useNow } from './use-now';
import { statusCommands, useBreaks, useChangeStatus, useOwnStatus, type AgentBreak } from './use-agent-status';

/** Whether the agent is away: on a break or waiting for one. */
export const isOnBreak = (status: AgentStatus | undefined) =>
  status?.status === 'pause' || status?.status === 'pre_break';

/** An obligatory pause whose time is not up yet: the operator cannot return from it. */
const heldOnBreak = (status: AgentStatus | undefined, now: number) => {
  if (status?.status !== 'pause' || !status.obligatory) return false;
  const { remaining } = breakClock(status.since, status.breakMinutes, now);
  return remaining !== null && remaining > 0;
};

/**
 * The operator's own status in the header (spec §4, operator states): online, a break of the
 * company (pre-break, obligatory and screen-blocking ones marked), and return.
 */
export function StatusControl({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const own = useOwnStatus();
  const breaks = useBreaks(user);
  const change = useChangeStatus();
  const status = own.data;
  const held = heldOnBreak(status, useNow(status?.status === 'pause' && status.obligatory));
  const label = status ? t(`agentStatus.status.${status.status}`) : t('app.loading');
  const detail = isOnBreak(status) && status?.breakDescription ? status.breakDescription : null;

  const send = (command: Parameters<typeof change.mutate>[0]) =>
    change.mutate(command, { onError: (error) => reportError(error) });

  return (
    <Menu position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          loading={change.isPending}
          leftSection={
            <IconPointFilled
              size={16}
              color={`var(--mantine-color-${statusColors[status?.status ?? 'offline']}-6)`}
              aria-hidden
            />
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('agentStatus.open', { status: detail ? `${label}: ${detail}` : label })}
          data-status={status?.status}
        >
          <Text size="sm" span>
            {label}
            {detail && (
              <Text span size="sm" c="dimmed" visibleFrom="md">
                {' · '}
                {detail}
              </Text>
            )}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('agentStatus.label')}</Menu.Label>
        {status?.status === 'pre_break' && status.breakId !== null && (
          <>
            <Text size="xs" c="dimmed" px="sm" pb="xs" maw={290}>
              {t('agentStatus.preBreakNotice', { break: status.breakDescription ?? '' })}
            </Text>
            <Menu.Item
              leftSection={<IconCoffee size={16} aria-hidden />}
              onClick={() => send(statusCommands.takeBreak(status.breakId as number))}
            >
              {t('agentStatus.startNow', { break: status.breakDescription ?? '' })}
            </Menu.Item>
          </>
        )}
        {held && (
          <Text size="xs" c="orange" px="sm" pb="xs" maw={290}>
            {t('agentStatus.obligatoryNotice')}
          </Text>
        )}
        {status?.status !== 'online' && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            color="green"
            disabled={held}
            onClick={() => send(statusCommands.goOnline(status?.breakId ?? null))}
          >
            {isOnBreak(status) ? t('agentStatus.return') : t('agentStatus.goOnline')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('agentStatus.breaks')}</Menu.Label>
        {(breaks.data ?? []).length === 0 && (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {breaks.isPending ? t('app.loading') : t('agentStatus.noBreaks')}
          </Text>
        )}
        {(breaks.data ?? []).map((item) => (
          <BreakItem
            key={item.id}
            item={item}
            current={status?.breakId === item.id}
            disabled={status?.status === 'pause'}
            onChoose={() => send(statusCommands.takeBreak(item.id))}
          />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function BreakItem(props: { item: AgentBreak; current: boolean; disabled: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const { item } = props;
  return (
    <Menu.Item
      onClick={props.onChoose}
      disabled={props.disabled || props.current}
      leftSection={item.blocksScreen ? <IconLock size={16} aria-hidden /> : <IconCoffee size={16} aria-hidden />}
      rightSection={
        <Text size="xs" c="dimmed">
          {t('agentStatus.minutes', { minutes: item.minutes })}
        </Text>
      }
    >
      <Text size="sm">{item.description}</Text>
      {(item.obligatory || item.preBreak || item.blocksScreen) && (
        <Group gap={4} mt={2}>
          {item.obligatory && (
            <Badge size="xs" color="red" variant="light">
              {t('agentStatus.obligatory')}
            </Badge>
          )}
          {item.preBreak && (
            <Badge size="xs" color="yellow" variant="light">
              {t('agentStatus.preBreak')}
            </Badge>
          )}
          {item.blocksScreen && (
            <Badge size="xs" color="gray" variant="light">
              {t('agentStatus.blocksScreen')}
            </Badge>
          )}
        </Group>
      )}
    </Menu.Item>
  );
}
