import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerTyping } from './customer-typing-store';

/** "Cliente digitando…" above the composer while the customer types (web chat). */
export function CustomerTypingNotice({ protocolId }: { protocolId: number }) {
  const { t } = useTranslation();
  const typing = useCustomerTyping(protocolId);
  return (
    <Text size="xs" c="dimmed" fs="italic" px="sm" py={2} role="status" mih={22}>
      {typing ? t('inbox.customerTyping') : null}
    </Text>
  );
}
