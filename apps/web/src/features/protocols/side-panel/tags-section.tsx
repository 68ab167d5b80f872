import type { ProtocolDetail } from '@contact/domain/protocols';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openActionDialog } from '../action-dialog-store';
import { useTags } from '../use-inbox-settings';

/** The protocol's tags, with their names and colours from the company's tags. */
export function TagsSection({ protocol }: { protocol: ProtocolDetail }) {
  const { t } = useTranslation();
  const tags = useTags();
  const byId = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  return (
    <Stack gap="xs">
      {protocol.tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('inbox.tags.none')}
        </Text>
      ) : (
        <Group gap={4}>
          {protocol.tags.map(({ id }) => (
            <Badge key={id} variant="light" color={byId.get(id)?.color ?? 'gray'}>
              {byId.get(id)?.name ?? `#${id}`}
            </Badge>
          ))}
        </Group>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTags size={14} aria-hidden />}
        onClick={() => openActionDialog('tags')}
      >
        {t('inbox.action.tags')}
      </Button>
    </Stack>
  );
}
