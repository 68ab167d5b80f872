import type { CurrentUser } from '@contact/domain/users';
import { Button, Overlay, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../ui/forms/report-error';
import { breakClock, formatDuration } from './break-clock';
import { statusCommands, useBreaks, useChangeStatus, useOwnStatus } from './use-agent-status';

/** Ticks each second while shown, for the break's clock. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * A break that blocks the screen covers the whole application with its name, the time spent and
 * the time left (or exceeded), and a Return button: nothing behind it can be used meanwhile.
 */
export function BreakOverlay({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const own = useOwnStatus();
  const breaks = useBreaks(user);
  const change = useChangeStatus();
  const status = own.data;
  const blocked = status?.status === 'pause' && status.blocksScreen;
  const now = useNow(blocked);
  if (!blocked || !status) return null;
  const { elapsed, remaining } = breakClock(status.since, status.breakMinutes, now);
  const obligatory = breaks.data?.find((item) => item.id === status.breakId)?.obligatory ?? false;

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
            {obligatory && (
              <Text size="sm" c="orange" ta="center">
                {t('agentStatus.obligatoryNotice')}
              </Text>
            )}
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              loading={change.isPending}
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
