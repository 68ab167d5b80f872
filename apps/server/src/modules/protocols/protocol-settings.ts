import type { ChannelId } from '@contact/domain/channels';
import type { SendCapability } from '@contact/domain/messages';
import type { WizardTemplate } from '@contact/domain/wizard';
import type { Database } from '../../db/client';

/**
 * What the protocol core reads from the company's configuration. The settings module
 * provides it. Each read takes the handle to read with: inside a transaction, the transaction.
 */
export type Tabulation = { id: number; description: string; departments: number[]; cpc: boolean; active: boolean };

export type ProtocolSettings = {
  findTabulation(db: Database, companyId: number, id: number): Promise<Tabulation | null>;
  /** The SLA window in milliseconds for a department and channel, or null without one. */
  slaWindowMs(db: Database, companyId: number, departmentId: number, channelId: number): Promise<number | null>;
  /** Whether a finalized protocol of this department and channel goes to an NPS survey. */
  hasNpsSurvey(db: Database, companyId: number, departmentId: number, channelId: number): Promise<boolean>;
  tagExists(db: Database, companyId: number, id: number): Promise<boolean>;
  /** What the user may send in the department's conversations. */
  sendPermissions(
    db: Database,
    companyId: number,
    userId: number,
    departmentId: number,
  ): Promise<Record<SendCapability, boolean>>;
  blockedWords(db: Database, companyId: number): Promise<string[]>;
  /** The channels the department has configured (spec §5), as the new-protocol wizard offers them online. */
  configuredChannels(db: Database, companyId: number, departmentId: number): Promise<ChannelId[]>;
  /** Whether the department has a CRM schema (an active CRM template), which a CRM contact's protocol needs. */
  hasCrmSchema(db: Database, companyId: number, departmentId: number): Promise<boolean>;
  /** An active HSM template whose WhatsApp account serves the department, or null. */
  whatsappTemplate(db: Database, companyId: number, departmentId: number, id: number): Promise<WizardTemplate | null>;
  /** The video provider the department's agents open sessions on, or null without one. */
  videoProvider(
    db: Database,
    companyId: number,
    departmentId: number,
  ): Promise<{ provider: string; url: string } | null>;
  /** The channel configuration (number, mailbox, widget) a department's protocols on this channel go out through. */
  channelConfigFor(db: Database, companyId: number, departmentId: number, channelId: number): Promise<number | null>;
  /** The settings section of a channel configuration (`whatsapp-official`, `whatsapp-qr-code` …). */
  configurationSection(db: Database, companyId: number, id: number): Promise<string | null>;
};
