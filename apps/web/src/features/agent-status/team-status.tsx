import { listAgentStatuses, readsEveryDepartment, type AgentStatus } from '@contact/domain/settings';
import type { CurrentUser } from '@contact/domain/users';
import { Badge, Button, Group, Menu, ScrollArea, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { agentStatusKeys } from './agent-status-keys';
import { statusColors } from './status-colors';

/** Supervisors: every agent's status and break, kept live by the `backoffice` room's events. */
export function TeamStatus({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const allowed = readsEveryDepartment(user.role);
  const team = useQuery({
    queryKey: agentStatusKeys.team(),
    queryFn: ({ signal }) => call(listAgentStatuses, { signal }),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  if (!allowed) return null;
  const away = (team.data ?? []).filter((item) => item.status === 'pause' || item.status === 'pre_break').length;

  return (
    <Menu position="bottom-end" width={320} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          aria-label={t('agentStatus.team.open', { count: away })}
        >
          <Text size="sm" span visibleFrom="lg">
            {t('agentStatus.team.title')}
          </Text>
          {away > 0 && (
            <Badge size="xs" color="orange" ml={6} circle>
              {away}
            </Badge>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('agentStatus.team.title')}</Menu.Label>
        <ScrollArea.Autosize mah={360}>
          <ul aria-label={t('agentStatus.team.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(team.data ?? []).map((item) => (
              <TeamRow key={item.userId} item={item} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

function TeamRow({ item }: { item: AgentStatus }) {
  const { t } = useTranslation();
  return (
    <li aria-label={item.name} data-testid={`team-${item.userId}`}>
      <Group justify="space-between" wrap="nowrap" px="sm" py={6} gap="xs">
        <Text size="sm" truncate>
          {item.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          {item.breakDescription && (item.status === 'pause' || item.status === 'pre_break') && (
            <Text size="xs" c="dimmed" truncate>
              {item.breakDescription}
            </Text>
          )}
          <Badge size="sm" variant="light" color={statusColors[item.status]}>
            {t(`agentStatus.status.${item.status}`)}
          </Badge>
        </Group>
      </Group>
    </li>
  );
}
