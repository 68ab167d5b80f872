import type { AnySection } from './define-section';
import { aiBotSection } from './sections/ai-bot';
import { benBotSection } from './sections/ben-bot';
import { blacklistSection } from './sections/blacklist';
import { blockedWordSection } from './sections/blocked-word';
import { breakSection } from './sections/break';
import { databaseSection } from './sections/database';
import { departmentSection } from './sections/department';
import { dialerSection } from './sections/dialer';
import { distributionSection } from './sections/distribution';
import { emailImapSection } from './sections/email-imap';
import { emailMarketingSection } from './sections/email-marketing';
import { emailSesSection } from './sections/email-ses';
import { faqSection } from './sections/faq';
import { googleChatSection } from './sections/google-chat';
import { inactivityMessageSection } from './sections/inactivity-message';
import { inbotWidgetSection } from './sections/inbot-widget';
import { instagramSection } from './sections/instagram';
import { landingPageSection } from './sections/landing-page';
import { npsSection } from './sections/nps';
import { openReasonSection } from './sections/open-reason';
import { privilegeSection } from './sections/privilege';
import { protocolPauseSection } from './sections/protocol-pause';
import { roleFunctionSection } from './sections/role-function';
import { scheduleSection } from './sections/schedule';
import { sendgridTemplateSection } from './sections/sendgrid-template';
import { slaSection } from './sections/sla';
import { slackSection } from './sections/slack';
import { smsSection } from './sections/sms';
import { tabulationSection } from './sections/tabulation';
import { tagSection } from './sections/tag';
import { userSection } from './sections/user';
import { videoSection } from './sections/video';
import { whatsappSection } from './sections/whatsapp';
import { whatsappHsmSection } from './sections/whatsapp-hsm';
import { whatsappOfficialSection } from './sections/whatsapp-official';
import { whatsappOfficialTemplateSection } from './sections/whatsapp-official-template';
import { whatsappQrCodeSection } from './sections/whatsapp-qr-code';
import { widgetSection } from './sections/widget';

/** Every settings section, in the order of the settings menu. A new section is one line here. */
export const settingsSections: readonly AnySection[] = [
  departmentSection,
  userSection,
  breakSection,
  distributionSection,
  scheduleSection,
  slaSection,
  tabulationSection,
  tagSection,
  faqSection,
  blockedWordSection,
  blacklistSection,
  openReasonSection,
  inactivityMessageSection,
  protocolPauseSection,
  roleFunctionSection,
  privilegeSection,
  npsSection,
  widgetSection,
  inbotWidgetSection,
  aiBotSection,
  benBotSection,
  whatsappSection,
  whatsappHsmSection,
  whatsappQrCodeSection,
  whatsappOfficialSection,
  whatsappOfficialTemplateSection,
  smsSection,
  emailSesSection,
  emailImapSection,
  emailMarketingSection,
  sendgridTemplateSection,
  landingPageSection,
  instagramSection,
  slackSection,
  googleChatSection,
  videoSection,
  dialerSection,
  databaseSection,
];

/** The sections whose records the settings engine stores and serves. */
export const recordSections = settingsSections.filter((section) => section.storage === 'records');

export function sectionByKey(key: string): AnySection | undefined {
  return settingsSections.find((section) => section.key === key);
}
