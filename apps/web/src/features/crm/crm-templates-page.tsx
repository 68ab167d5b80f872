import type { CrmTemplate } from '@contact/domain/crm';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { useCrmDepartments, useCrmTemplates, useToggleCrmTemplate } from './use-crm-templates';
import { SearchAndStatus, useSearchAndStatus } from '../../ui/search-and-status';

const pageSize = 50;

/** /crm-templates: the company's templates with their department, searchable, each switched on or off here. */
export function CrmTemplatesPage() {
  const { t } = useTranslation();
  const { page, setPage, filters, filtered, bar } = useSearchAndStatus();
  const query = { limit: String(pageSize), page: String(page), ...filters };
  const templates = useCrmTemplates(query);
  const departments = useCrmDepartments();
  const toggle = useToggleCrmTemplate();
  const departmentName = new Map((departments.data ?? []).map((department) => [department.id, department.name]));
  const items = templates.data?.items ?? [];
  const total = templates.data?.total ?? 0;

  async function handleToggle(template: CrmTemplate, next: boolean): Promise<void> {
    try {
      await toggle.mutateAsync({ id: template._id, active: next });
      notifySuccess(t('crmTemplates.notices.updated'));
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('crmTemplates.title')}
        </Title>
        <Button component={Link} to="/crm-templates/novo" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('crmTemplates.create')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('crmTemplates.help')}
      </Text>
      <Card withBorder padding="md">
        <Stack gap="md">
          <SearchAndStatus
            {...bar}
            labels={{
              search: t('crmTemplates.search'),
              status: t('crmTemplates.status'),
              all: t('crmTemplates.status.all'),
              active: t('crmTemplates.status.active'),
              inactive: t('crmTemplates.status.inactive'),
            }}
          />
          {templates.isError && (
            <Alert color="red" role="alert">
              {templates.error.message}
            </Alert>
          )}
          {templates.isSuccess && items.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {t(filtered ? 'crmTemplates.noResults' : 'crmTemplates.empty')}
            </Text>
          )}
          {items.length > 0 && (
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crmTemplates.column.name')}</Table.Th>
                  <Table.Th>{t('crmTemplates.column.department')}</Table.Th>
                  <Table.Th>{t('crmTemplates.column.fields')}</Table.Th>
                  <Table.Th>{t('crmTemplates.column.active')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((template) => (
                  <Table.Tr key={template._id}>
                    <Table.Td>{template.name}</Table.Td>
                    <Table.Td>{departmentName.get(template.departmentId) ?? template.departmentId}</Table.Td>
                    <Table.Td>{template.fields.length}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('crmTemplates.toggle', { name: template.name })}
                        checked={template.active}
                        onChange={(event) => void handleToggle(template, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t('crmTemplates.edit', { name: template.name })}>
                        <ActionIcon
                          component={Link}
                          to={`/crm-templates/${encodeURIComponent(template._id)}`}
                          variant="subtle"
                          aria-label={t('crmTemplates.edit', { name: template.name })}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {templates.data ? t('crmTemplates.total', { count: total }) : t('app.loading')}
            </Text>
            {total > pageSize && <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
