import { Button, Modal } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UsersReport } from './users-report';

/** The users list's "Report" action: the day's report in a wide dialog. */
export function UsersReportButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconReportAnalytics size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('settings.users.report')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('settings.users.report.title')}
        size="80rem"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <UsersReport />}
      </Modal>
    </>
  );
}
