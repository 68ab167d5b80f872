import { ActionIcon, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notify';

type AudioRecorderProps = { disabled: boolean; onRecorded: (file: File) => void };

/** Records a voice message from the microphone and hands it over as an audio attachment. */
export function AudioRecorder({ disabled, onRecorded }: AudioRecorderProps) {
  const { t } = useTranslation();
  const recorder = useRef<MediaRecorder | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    if (seconds === null) return undefined;
    const timer = setTimeout(() => setSeconds(seconds + 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  useEffect(() => () => recorder.current?.stop(), []);

  async function start(): Promise<void> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        const type = media.mimeType || 'audio/webm';
        const extension = type.includes('ogg') ? 'ogg' : 'webm';
        if (chunks.length) onRecorded(new File(chunks, `audio-${Date.now()}.${extension}`, { type }));
        recorder.current = null;
        setSeconds(null);
      };
      media.start();
      recorder.current = media;
      setSeconds(0);
    } catch {
      notifyError(t('inbox.composer.recordFailed'));
    }
  }

  const recording = seconds !== null;
  return (
    <>
      {recording && (
        <Text size="xs" c="red" role="status">
          {t('inbox.composer.recording', { seconds })}
        </Text>
      )}
      <ActionIcon
        variant={recording ? 'filled' : 'default'}
        color={recording ? 'red' : undefined}
        size="lg"
        disabled={disabled}
        aria-label={recording ? t('inbox.composer.stopRecording') : t('inbox.composer.record')}
        onClick={() => (recording ? recorder.current?.stop() : void start())}
      >
        {recording ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
      </ActionIcon>
    </>
  );
}

/** Whether this browser can record audio at all. */
export const canRecordAudio = () =>
  typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices?.getUserMedia);
