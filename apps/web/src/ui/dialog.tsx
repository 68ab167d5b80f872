import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec protocol-inbox §9: dialogs are 600 px wide. */
export const dialogWidth = 600;

type DialogProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

export function Dialog({ opened, title, onClose, children }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={dialogWidth} centered>
      {children}
    </Modal>
  );
}
