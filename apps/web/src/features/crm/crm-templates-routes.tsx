import { managesCrmTemplates } from '@contact/domain/crm';
import { Alert, Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';
import { CrmTemplatePage } from './crm-template-page';
import { CrmTemplatesPage } from './crm-templates-page';

function EditCrmTemplate() {
  const { id = '' } = useParams();
  return <CrmTemplatePage key={id} id={id} />;
}

/** /crm-templates/*: the list, a new template (/novo) and one template (/:id), for administrators and supervisors. */
export function CrmTemplatesRoutes() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!managesCrmTemplates(user.role)) {
    return (
      <Stack gap="md" maw={1100}>
        <Title order={1} size="h2">
          {t('crmTemplates.title')}
        </Title>
        <Alert color="gray">{t('crmTemplates.readOnly')}</Alert>
      </Stack>
    );
  }
  return (
    <Routes>
      <Route index element={<CrmTemplatesPage />} />
      <Route path="novo" element={<CrmTemplatePage key="new" id={null} />} />
      <Route path=":id" element={<EditCrmTemplate />} />
    </Routes>
  );
}
