import type { Protocol } from '@contact/domain/protocols';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The wizard's code loads the first time it is opened.
const NewProtocolDialog = lazy(() =>
  import('./new-protocol-dialog').then((module) => ({ default: module.NewProtocolDialog })),
);

type NewProtocolButtonProps = { onCreated: (protocol: Protocol, ai: boolean) => void };

/** The inbox's "new protocol" action: opens the wizard. */
export function NewProtocolButton({ onCreated }: NewProtocolButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button fullWidth size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('newProtocol.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NewProtocolDialog onClose={() => setOpened(false)} onCreated={onCreated} />
        </Suspense>
      )}
    </>
  );
}
