import type { Message } from '@contact/domain/protocols';
import { Anchor, Text } from '@mantine/core';
import { IconFileText, IconMapPin, IconMovie, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An e-mail's HTML body, already sanitized by the server, drawn in a sandboxed frame: no
 * script runs and its styles never reach the app. The frame grows to its content.
 */
function EmailHtml({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState(120);
  return (
    <iframe
      title={title}
      sandbox="allow-same-origin"
      srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><style>body{margin:0;font:14px/1.45 sans-serif;word-break:break-word}img{max-width:100%}</style>${html}`}
      onLoad={(event) => {
        const body = event.currentTarget.contentDocument?.body;
        if (body) setHeight(Math.min(body.scrollHeight + 8, 2000));
      }}
      style={{ border: 0, width: '100%', minWidth: 280, height, background: 'white', colorScheme: 'light' }}
      data-testid="email-html"
    />
  );
}

const headerIcons = { image: IconPhoto, video: IconMovie, document: IconFileText } as const;

/** The image, video or document a WhatsApp template's header carried, by the link the customer's phone fetched it from. */
function TemplateHeader({ header }: { header: NonNullable<Message['template_header']> }) {
  const { t } = useTranslation();
  const Icon = headerIcons[header.type];
  return (
    <Anchor href={header.link} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
      <Icon size={14} aria-hidden /> {t(`inbox.message.templateHeader.${header.type}`)}: {header.link}
    </Anchor>
  );
}

/**
 * What a channel adds to a message: an e-mail's subject and body, a template header's media,
 * a shared location, an audio's transcription.
 */
export function ChannelContent({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { latitude, longitude, name, address } = message.location ?? {};
  return (
    <>
      {message.subject && (
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
      )}
      {message.html && <EmailHtml html={message.html} title={message.subject ?? t('inbox.message.email')} />}
      {message.template_header && <TemplateHeader header={message.template_header} />}
      {message.location && (
        <Anchor
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
          target="_blank"
          rel="noreferrer"
          size="sm"
        >
          <IconMapPin size={14} aria-hidden /> {name ?? address ?? t('inbox.message.location')}
        </Anchor>
      )}
      {message.transcription && (
        <Text size="xs" c="dimmed" fs="italic" aria-label={t('inbox.message.transcription')}>
          “{message.transcription}”
        </Text>
      )}
    </>
  );
}
