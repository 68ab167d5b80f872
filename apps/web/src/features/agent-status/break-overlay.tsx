import { Button, Overlay, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../ui/forms/report-error';
import { breakClock, formatDuration } from './break-clock';
import { statusCommands, useChangeStatus, useOwnStatus } from './use-agent-status';
import { useNow } from './use-now';

/**
 * A break that blocks the screen covers the whole application with its name, the time spent and
 * the time left (or exceeded), and a Return button: nothing behind it can be used meanwhile.
 * The Return button of an obligatory break waits for its time to be up.
 */
export function BreakOverlay() {
  const { t } = useTranslation();
  const own = useOwnStatus();
  const change = useChangeStatus();
  const status = own.data;
  const blocked = status?.status === 'pause' && status.blocksScreen;
  const now = useNow(blocked);
  if (!blocked || !status) return null;
  const { elapsed, remaining } = breakClock(status.since, status.breakMinutes, now);
  // An obligatory break lasts its whole time: the server refuses an earlier return.
  const held = status.obligatory && remaining !== null && remaining > 0;

  return (
    // In a portal: the header's stacking context would leave the main menu above it.
    <Portal>
      <Overlay fixed zIndex={3000} backgroundOpacity={0.85} blur={6} center>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby="break-overlay-title"
          shadow="xl"
          radius="md"
          p="xl"
          w={420}
          maw="90vw"
          data-testid="break-overlay"
        >
          <Stack align="center" gap="md">
            <Text c="dimmed" size="sm">
              {t('agentStatus.overlayTitle')}
            </Text>
            <Title order={2} id="break-overlay-title" ta="center">
              {status.breakDescription}
            </Title>
            <Stack gap={2} align="center">
              <Text size="sm" c="dimmed">
                {t('agentStatus.elapsed')}
              </Text>
              <Text size="xl" fw={700} ff="monospace" data-testid="break-elapsed">
                {formatDuration(elapsed)}
              </Text>
            </Stack>
            {remaining !== null && (
              <Stack gap={2} align="center">
                <Text size="sm" c="dimmed">
                  {remaining >= 0 ? t('agentStatus.remaining') : t('agentStatus.exceeded')}
                </Text>
                <Text size="lg" fw={600} ff="monospace" c={remaining >= 0 ? undefined : 'red'}>
                  {formatDuration(remaining)}
                </Text>
              </Stack>
            )}
            {held && (
              <Text size="sm" c="orange" ta="center" id="break-overlay-obligatory">
                {t('agentStatus.obligatoryNotice')}
              </Text>
            )}
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              loading={change.isPending}
              disabled={held}
              aria-describedby={held ? 'break-overlay-obligatory' : undefined}
              onClick={() =>
                change.mutate(statusCommands.goOnline(status.breakId), { onError: (error) => reportError(error) })
              }
              data-autofocus
            >
              {t('agentStatus.return')}
            </Button>
          </Stack>
        </Paper>
      </Overlay>
    </Portal>
  );
}
