import { sendTemplateMessage } from '@contact/domain/messages';
import { fillTemplate, getWizardOptions, headerLinkIssue } from '@contact/domain/wizard';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { reportError } from '../../../ui/forms/report-error';
import { Dialog } from '../../../ui/dialog';
import { HeaderLinkInput } from '../../../ui/header-link-input';
import { applyMessageToPages, type MessageData } from '../messages-cache';
import { protocolKeys } from '../protocol-keys';

type TemplateDialogProps = { protocolId: number; departmentId: number };

/**
 * Outside WhatsApp's 24-hour window: pick one of the department's approved templates, fill its
 * variables (and the public link of its header's image, video or document, when it has one),
 * see the message the customer will read, and send it.
 */
export function TemplateButton({ protocolId, departmentId }: TemplateDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [variables, setVariables] = useState<string[]>([]);
  const [headerLink, setHeaderLink] = useState('');
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: protocolKeys.templates(),
    queryFn: ({ signal }) => call(getWizardOptions, { signal }),
    enabled: opened,
  });
  const templates = (options.data?.templates ?? []).filter((item) => item.departments.includes(departmentId));
  const template = templates.find((item) => String(item.id) === templateId);
  const filled = template ? Array.from({ length: template.variableCount }, (_, index) => variables[index] ?? '') : [];
  const linkIssue = template ? headerLinkIssue(template.headerMedia, headerLink) : null;
  const complete = template !== undefined && filled.every((value) => value.trim()) && !linkIssue;

  function close(): void {
    setOpened(false);
    setTemplateId(null);
    setVariables([]);
    setHeaderLink('');
  }

  async function handleSend(): Promise<void> {
    if (!template || !complete) return;
    setBusy(true);
    try {
      const message = await call(sendTemplateMessage, {
        body: {
          protocol_id: protocolId,
          hsm_id: template.id,
          hsm_variables: filled.map((value) => value.trim()),
          ...(template.headerMedia ? { hsm_header_link: headerLink.trim() } : {}),
        },
      });
      queryClient.setQueryData<MessageData>(protocolKeys.messages(protocolId), (data) =>
        applyMessageToPages(data, message, protocolId),
      );
      close();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTemplate size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('inbox.template.open')}
      </Button>
      <Dialog opened={opened} title={t('inbox.template.title')} onClose={close}>
        <Stack gap="sm">
          <Select
            label={t('inbox.template.choose')}
            placeholder={options.isLoading ? t('app.loading') : undefined}
            nothingFoundMessage={t('inbox.template.none')}
            data={templates.map((item) => ({ value: String(item.id), label: `${item.name} (${item.language})` }))}
            value={templateId}
            onChange={(value) => {
              setTemplateId(value);
              setVariables([]);
              setHeaderLink('');
            }}
          />
          {template?.headerMedia && (
            <HeaderLinkInput
              media={template.headerMedia}
              value={headerLink}
              onChange={setHeaderLink}
              error={headerLink.trim() && linkIssue ? t(linkIssue) : undefined}
            />
          )}
          {filled.map((value, index) => (
            <TextInput
              key={index}
              label={t('inbox.template.variable', { index: index + 1 })}
              value={value}
              required
              onChange={(event) => {
                const next = [...filled];
                next[index] = event.currentTarget.value;
                setVariables(next);
              }}
            />
          ))}
          {template && (
            <Paper withBorder p="xs" aria-label={t('inbox.template.preview')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {fillTemplate(template.text, filled)}
              </Text>
            </Paper>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void handleSend()} disabled={!complete} loading={busy}>
              {t('inbox.composer.send')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
