import { canReadSection, settingsSections, type AnySection } from '@contact/domain/settings';

/** The groups of the settings index, each with its sections' keys in menu order. */
export const sectionGroups = [
  {
    title: 'settings.groups.operation',
    keys: [
      'department',
      'user',
      'break',
      'distribution',
      'schedule',
      'sla',
      'tabulation',
      'tag',
      'faq',
      'blocked-word',
      'blacklist',
      'open-reason',
      'inactivity-message',
      'protocol-pause',
    ],
  },
  {
    title: 'settings.groups.channels',
    keys: [
      'widget',
      'whatsapp',
      'whatsapp-qr-code',
      'whatsapp-official',
      'sms',
      'email-ses',
      'email-imap',
      'instagram',
      'slack',
      'google-chat',
      'video',
      'dialer',
    ],
  },
  {
    title: 'settings.groups.botsMarketing',
    keys: [
      'ai-bot',
      'inbot-widget',
      'ben-bot',
      'nps',
      'email-marketing',
      'sendgrid-template',
      'whatsapp-official-template',
      'landing-page',
    ],
  },
  { title: 'settings.groups.security', keys: ['role-function', 'privilege', 'database'] },
] as const;

/** Sections with their own page: a child section (HSM templates) lives under its parent's segment. */
export const pageSections = settingsSections.filter((section) => !section.parent);

/** The section shown at /configuracoes/<segment>, if any. */
export function sectionBySegment(segment: string): AnySection | undefined {
  return pageSections.find((section) => section.segment === segment);
}

/** Sections whose records belong to one of this section's records (WhatsApp: its HSM templates). */
export function childSections(section: AnySection): AnySection[] {
  return settingsSections.filter((child) => child.parent?.section === section.key);
}

/** The index's groups with the sections this profile may read; empty groups are left out. */
export function readableGroups(role: number) {
  return sectionGroups
    .map((group) => ({
      title: group.title,
      sections: group.keys
        .map((key) => pageSections.find((section) => section.key === key))
        .filter((section): section is AnySection => !!section && canReadSection(section.read, role)),
    }))
    .filter((group) => group.sections.length > 0);
}
