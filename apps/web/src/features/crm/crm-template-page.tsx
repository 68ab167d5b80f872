import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../ui/notify';
import { CrmTemplateForm } from './crm-template-form';
import { useCrmDepartments, useCrmTemplate, useSaveCrmTemplate } from './use-crm-templates';

/** /crm-templates/novo and /crm-templates/:id: a new template or an existing one, back to the list once saved. */
export function CrmTemplatePage({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const template = useCrmTemplate(id);
  const departments = useCrmDepartments();
  const save = useSaveCrmTemplate(id);
  const failed = template.error ?? departments.error;
  const ready = (id === null || template.data) && departments.data;

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/crm-templates" size="sm">
        {t('crmTemplates.title')}
      </Anchor>
      <Title order={1} size="h2">
        {t(id === null ? 'crmTemplates.form.createTitle' : 'crmTemplates.form.editTitle')}
      </Title>
      {failed && (
        <Alert color="red" role="alert">
          {failed.message}
        </Alert>
      )}
      {!failed && !ready && <Loader size="sm" />}
      {ready && (
        <CrmTemplateForm
          template={template.data ?? null}
          departments={departments.data ?? []}
          onCancel={() => void navigate('/crm-templates')}
          onSave={async (body) => {
            await save.mutateAsync(body);
            notifySuccess(t(id === null ? 'crmTemplates.notices.created' : 'crmTemplates.notices.updated'));
            await navigate('/crm-templates');
          }}
        />
      )}
    </Stack>
  );
}
