import { profileName, type ProfileId } from '@contact/domain/profiles';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../api/http-error';
import { reportError } from '../../ui/forms/report-error';
import { formatDateTime } from '../../ui/format-date-time';
import { fieldTitle, optionTitle } from './field-label';
import { useDownloadUsersReport, useUsersReport } from './use-users-admin';

const columns = [
  'name',
  'email',
  'role',
  'departments',
  'ramal',
  'active',
  'status',
  'pauses',
  'pauseMinutes',
  'lastStatusAt',
] as const;

/** Today in São Paulo, as the server counts the report's day (YYYY-MM-DD). */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** GET /settings/users/report: each user's profile, status and breaks on a day, and its CSV. */
export function UsersReport() {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState(todayInSaoPaulo);
  const report = useUsersReport(date);
  const download = useDownloadUsersReport();
  const rows = report.data?.rows ?? [];
  const failure = report.error;
  const dateError = isHttpError(failure) ? (failure.fields.date ?? failure.message) : undefined;

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <TextInput
          type="date"
          label={t('settings.users.report.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={dateError}
          required
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          disabled={date === ''}
          onClick={() => download.mutate(date, { onError: (error) => reportError(error) })}
        >
          {t('settings.users.report.download')}
        </Button>
      </Group>
      {report.isSuccess && rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('settings.list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped verticalSpacing="xs" aria-label={t('settings.users.report.title')}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{fieldTitle(t, column)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{optionTitle(t, 'profile', profileName(row.role as ProfileId))}</Table.Td>
                  <Table.Td>{row.departments.join(', ')}</Table.Td>
                  <Table.Td>{row.ramal ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
                      {optionTitle(t, 'boolean', String(row.active))}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{optionTitle(t, 'agentStatus', row.status)}</Table.Td>
                  <Table.Td>{row.pauses}</Table.Td>
                  <Table.Td>{row.pauseMinutes}</Table.Td>
                  <Table.Td>{row.lastStatusAt ? formatDateTime(row.lastStatusAt, i18n.language) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
