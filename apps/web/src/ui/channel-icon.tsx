import { channelById, type ChannelName } from '@contact/domain/channels';
import { ThemeIcon } from '@mantine/core';
import {
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandSlack,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconBuildingStore,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconMessageDots,
  IconPhone,
  IconRobot,
  IconSpeakerphone,
  IconVideo,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const icons: Record<ChannelName, { icon: Icon; color: string }> = {
  chat: { icon: IconMessageCircle, color: 'indigo' },
  whatsapp: { icon: IconBrandWhatsapp, color: 'green' },
  sms: { icon: IconMessage, color: 'cyan' },
  email: { icon: IconMail, color: 'blue' },
  messenger: { icon: IconBrandMessenger, color: 'blue' },
  phone: { icon: IconPhone, color: 'teal' },
  video: { icon: IconVideo, color: 'grape' },
  instagram_chat: { icon: IconBrandInstagram, color: 'pink' },
  telegram: { icon: IconBrandTelegram, color: 'cyan' },
  complaint_site: { icon: IconSpeakerphone, color: 'orange' },
  landing_page: { icon: IconWorldWww, color: 'gray' },
  rcs: { icon: IconMessageDots, color: 'violet' },
  consumer_portal: { icon: IconBuildingStore, color: 'yellow' },
  google_chat: { icon: IconBrandGoogle, color: 'red' },
  youtube: { icon: IconBrandYoutube, color: 'red' },
  inbot_chat: { icon: IconRobot, color: 'indigo' },
  slack: { icon: IconBrandSlack, color: 'grape' },
};

/** The channel's name in the interface language. */
export function useChannelName(): (channelId: number) => string {
  const { t } = useTranslation();
  return (channelId) => {
    const channel = channelById(channelId);
    return channel ? t(`inbox.channel.${channel.name}`) : String(channelId);
  };
}

export function ChannelIcon({ channelId, size = 28 }: { channelId: number; size?: number }) {
  const channelName = useChannelName();
  const channel = channelById(channelId);
  const { icon: Glyph, color } = channel ? icons[channel.name] : icons.chat;
  const label = channelName(channelId);
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-label={label} title={label} role="img">
      <Glyph size={size * 0.6} aria-hidden />
    </ThemeIcon>
  );
}
