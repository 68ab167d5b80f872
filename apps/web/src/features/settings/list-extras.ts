import type { ComponentType, ReactNode } from 'react';
import type { SettingsRecord } from './section-api';
import { UsersLists } from './users-lists';
import { UsersReportButton } from './users-report-button';
import { WhatsappTemplatesSyncButton } from './whatsapp-templates-sync-button';

export type ListsProps = {
  /** The section's own list (search, filter, pages). */
  own: ReactNode;
  /** Draws other records in the section's table, with its edit and active actions. */
  renderTable: (records: SettingsRecord[]) => ReactNode;
};

/** What a section's list page shows besides its records, by section key. */
export type ListExtras = {
  /** Buttons beside "New record" (the users report, "Sync with Meta"). */
  Actions?: ComponentType;
  /** The own list beside other lists of the section's records (the vendor's staff). */
  Lists?: ComponentType<ListsProps>;
};

export const listExtras: Partial<Record<string, ListExtras>> = {
  user: { Actions: UsersReportButton, Lists: UsersLists },
  'whatsapp-official-template': { Actions: WhatsappTemplatesSyncButton },
};
