import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec protocol-inbox §9: dialogs are 600 px wide. */
export const dialogWidth = 600;

type DialogProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

export function Dialog({ opened, title, onClose, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={dialogWidth}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
