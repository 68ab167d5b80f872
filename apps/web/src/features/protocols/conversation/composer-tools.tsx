import { ActionIcon, Menu, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconBolt, IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxFaq } from '../use-inbox-settings';

/** The emojis agents reach for most; the keyboard's own picker still works for the rest. */
const emojis = ['😀', '😊', '🙂', '😉', '😍', '🙏', '👍', '👏', '🎉', '✅', '❤️', '😢', '😅', '🤝', '📎', '📞'];

export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <Popover position="top-start" withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" disabled={disabled} aria-label={t('inbox.composer.emoji')}>
          <IconMoodSmile size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <SimpleGrid cols={8} spacing={2} verticalSpacing={2}>
          {emojis.map((emoji) => (
            <UnstyledButton key={emoji} p={4} fz="lg" aria-label={emoji} onClick={() => onPick(emoji)}>
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The department's quick answers (FAQs): one inserts its text into the message. */
export function QuickAnswers({
  faqs,
  disabled,
  onPick,
}: {
  faqs: readonly InboxFaq[];
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="top-start" withinPortal width={320}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" disabled={disabled} aria-label={t('inbox.composer.quickAnswers')}>
          <IconBolt size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={260} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('inbox.composer.quickAnswers')}</Menu.Label>
        {faqs.map((faq) => (
          <Menu.Item key={faq.id} onClick={() => onPick(faq.text)}>
            <strong>{faq.tag}</strong> {faq.text.length > 80 ? `${faq.text.slice(0, 77)}…` : faq.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
