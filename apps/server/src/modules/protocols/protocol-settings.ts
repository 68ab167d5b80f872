/**
 * What the protocol core reads from the company's configuration. The settings module
 * provides it; tests and the core depend only on this shape.
 */
export type Tabulation = { id: number; description: string; departments: number[]; cpc: boolean; active: boolean };

export type ProtocolSettings = {
  findTabulation(companyId: number, id: number): Promise<Tabulation | null>;
  /** The SLA window in milliseconds for a department and channel, or null without one. */
  slaWindowMs(companyId: number, departmentId: number, channelId: number): Promise<number | null>;
  /** Whether a finalized protocol of this department and channel goes to an NPS survey. */
  hasNpsSurvey(companyId: number, departmentId: number, channelId: number): Promise<boolean>;
  tagExists(companyId: number, id: number): Promise<boolean>;
  blockedWords(companyId: number): Promise<string[]>;
};
