import {
  attachmentMaxBytes,
  attachmentMaxFiles,
  capabilitiesUsed,
  deniedCapabilities,
  type SendCapability,
} from '@contact/domain/messages';
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { memo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notify';
import type { InboxFaq } from '../use-inbox-settings';
import { AudioRecorder, canRecordAudio } from './audio-recorder';
import { readDraft, writeDraft } from './composer-drafts';
import { EmojiPicker, QuickAnswers } from './composer-tools';
import type { SendOutcome } from './use-send-message';

export type ComposerMode = 'message' | 'note';

/** The file picker offers only what the role may send; any other file type counts as an attachment. */
function acceptOf(permissions: Record<SendCapability, boolean>): string | undefined {
  if (permissions.attachments) return undefined;
  return [permissions.photos && 'image/*', permissions.audio && 'audio/*'].filter(Boolean).join(',');
}

type ComposerProps = {
  protocolId: number;
  closed: boolean;
  /** WhatsApp's 24-hour window is closed: only an approved template may reach the customer. */
  templatesOnly: boolean;
  /** How to send a template instead, offered while free text is closed. */
  templateAction?: ReactNode;
  /** What the agent's role may send here (spec backoffice §6); the server checks again. */
  permissions: Record<SendCapability, boolean>;
  faqs: readonly InboxFaq[];
  onSendMessage: (text: string, files: File[]) => Promise<SendOutcome>;
  onAddNote: (text: string) => Promise<boolean>;
  /** The message text as the agent types it; empty when they stop, send or switch to a note. */
  onMessageTyping?: (text: string) => void;
};

/**
 * Message mode sends to the customer; note mode writes an internal note that is never sent
 * (spec §4). A closed protocol takes no more messages; notes still go to its record. Messages
 * coming in leave it as it is.
 */
export const Composer = memo(function Composer({
  protocolId,
  closed,
  templatesOnly,
  templateAction,
  permissions,
  faqs,
  onSendMessage,
  onAddNote,
  onMessageTyping,
}: ComposerProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ComposerMode>('message');
  const [text, setText] = useState(() => readDraft(protocolId, 'message'));
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const blocked = mode === 'message' && (closed || templatesOnly);
  const empty = !text.trim() && (mode === 'note' || files.length === 0);

  function changeText(value: string): void {
    setText(value);
    writeDraft(protocolId, mode, value);
    onMessageTyping?.(mode === 'message' ? value : '');
  }

  function changeMode(value: string): void {
    const next: ComposerMode = value === 'note' ? 'note' : 'message';
    setMode(next);
    setText(readDraft(protocolId, next));
    onMessageTyping?.('');
  }

  /** The first thing this text and these files use that the role may not send, worded for a notice. */
  function refusalOf(content: string, attached: readonly File[]): string | null {
    const [denied] = deniedCapabilities(
      capabilitiesUsed(
        content,
        attached.map((file) => file.type),
      ),
      permissions,
    );
    return denied ? t('errors.sendNotAllowed', { what: t(`capabilities.${denied}`) }) : null;
  }

  function addFiles(chosen: File[]): void {
    const tooBig = chosen.find((file) => file.size > attachmentMaxBytes);
    if (tooBig) notifyError(t('inbox.composer.fileTooBig', { name: tooBig.name, limit: '16 MB' }));
    const allowed = chosen.filter((file) => file.size <= attachmentMaxBytes && !refusalOf('', [file]));
    const refused = chosen.find((file) => refusalOf('', [file]));
    if (refused) notifyError(refusalOf('', [refused]) ?? '');
    setFiles((current) => [...current, ...allowed].slice(0, attachmentMaxFiles));
  }

  function insert(piece: string): void {
    changeText(text ? `${text}${text.endsWith(' ') || text.endsWith('\n') ? '' : ' '}${piece}` : piece);
  }

  async function submit(): Promise<void> {
    if (blocked || empty || busy) return;
    const content = text.trim();
    if (mode === 'note') {
      setBusy(true);
      const added = await onAddNote(content);
      setBusy(false);
      if (added) changeText('');
      return;
    }
    const attached = files;
    const refusal = refusalOf(content, attached);
    if (refusal) {
      notifyError(refusal);
      return;
    }
    changeText('');
    setFiles([]);
    const outcome = await onSendMessage(content, attached);
    if (outcome === 'refused') {
      // The server refused this message (a blocked word, a closed protocol): the agent keeps the text.
      setText((current) => current || content);
      writeDraft(protocolId, 'message', content);
      setFiles((current) => (current.length ? current : attached));
    }
  }

  function handleKey(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  const label = mode === 'note' ? t('inbox.composer.noteLabel') : t('inbox.composer.messageLabel');
  return (
    <Paper
      p="xs"
      radius={0}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      bg={mode === 'note' ? 'var(--mantine-color-yellow-light)' : undefined}
      component="form"
      aria-label={t('inbox.composer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={changeMode}
            aria-label={t('inbox.composer.mode')}
            data={[
              { value: 'message', label: t('inbox.composer.messageMode') },
              { value: 'note', label: t('inbox.composer.noteMode') },
            ]}
          />
          <Text size="xs" c="dimmed">
            {mode === 'note' ? t('inbox.composer.noteHint') : t('inbox.composer.messageHint')}
          </Text>
        </Group>
        {blocked && (
          <Alert color={closed ? 'gray' : 'yellow'} p="xs" role="status">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{closed ? t('inbox.composer.closed') : t('inbox.composer.whatsappWindowClosed')}</Text>
              {!closed && templateAction}
            </Group>
          </Alert>
        )}
        {files.length > 0 && (
          <Group gap={4}>
            {files.map((file, index) => (
              <Paper key={`${file.name}-${index}`} withBorder px={6} py={2} radius="sm">
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" truncate maw={160}>
                    {file.name}
                  </Text>
                  <CloseButton
                    size="xs"
                    aria-label={t('inbox.composer.removeFile', { name: file.name })}
                    onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
                  />
                </Group>
              </Paper>
            ))}
          </Group>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {mode === 'message' && (permissions.attachments || permissions.photos || permissions.audio) && (
            <FileButton onChange={addFiles} multiple disabled={blocked} accept={acceptOf(permissions)}>
              {(props) => (
                <ActionIcon {...props} variant="default" size="lg" aria-label={t('inbox.composer.attach')}>
                  <IconPaperclip size={18} aria-hidden />
                </ActionIcon>
              )}
            </FileButton>
          )}
          {mode === 'message' && permissions.emojis && <EmojiPicker disabled={blocked} onPick={insert} />}
          {faqs.length > 0 && <QuickAnswers faqs={faqs} disabled={blocked} onPick={insert} />}
          {mode === 'message' && permissions.audio && canRecordAudio() && (
            <AudioRecorder disabled={blocked} onRecorded={(file) => addFiles([file])} />
          )}
          <Textarea
            style={{ flex: 1 }}
            aria-label={label}
            placeholder={label}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            disabled={blocked}
            onChange={(event) => changeText(event.currentTarget.value)}
            onKeyDown={handleKey}
          />
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={blocked || empty}
            loading={busy}
            color={mode === 'note' ? 'yellow' : undefined}
          >
            {mode === 'note' ? t('inbox.composer.addNote') : t('inbox.composer.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
