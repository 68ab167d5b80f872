import type { OutboxEmail } from '@contact/domain/mail';
import { Badge, Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format-date-time';

type OutboxTableProps = {
  emails: readonly OutboxEmail[];
  onOpen: (email: OutboxEmail) => void;
};

export function OutboxTable({ emails, onOpen }: OutboxTableProps) {
  const { t, i18n } = useTranslation();

  function handleKey(event: KeyboardEvent, email: OutboxEmail): void {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(email);
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.outbox.to')}</Table.Th>
            <Table.Th>{t('settings.outbox.subject')}</Table.Th>
            <Table.Th>{t('settings.outbox.createdAt')}</Table.Th>
            <Table.Th>{t('settings.outbox.transport')}</Table.Th>
            <Table.Th>{t('settings.outbox.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Table.Tr
              key={email.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              aria-label={t('settings.outbox.open', { to: email.to, subject: email.subject })}
              onClick={() => onOpen(email)}
              onKeyDown={(event) => handleKey(event, email)}
            >
              <Table.Td>{email.to}</Table.Td>
              <Table.Td>{email.subject}</Table.Td>
              <Table.Td>{formatDateTime(email.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={email.transport === 'smtp' ? 'blue' : 'gray'}>
                  {t(`settings.outbox.transport.${email.transport}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="red" lineClamp={1}>
                  {email.error}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
