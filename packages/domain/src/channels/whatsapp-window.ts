/**
 * WhatsApp's customer-service window: a business may write freely to a customer only
 * within 24 hours of the customer's last message; outside it, only an approved template
 * (HSM) may start the conversation again.
 */
export const customerServiceWindowMs = 24 * 60 * 60 * 1000;

const whatsappChannelId = 2;

type WindowProtocol = {
  channelId: number;
  /** The settings section of the configuration it runs on; null when an integration delivers it. */
  channelConfigSection: string | null;
  lastInboundAt: Date | string | null;
};

/** Meta's window binds its WhatsApp Business Platform (Cloud API) numbers, not numbers paired by QR code. */
const cloudApiSection = 'whatsapp-official';

/** When the window of a customer's last message closes; null when the customer never wrote. */
export function windowClosesAt(lastInboundAt: Date | string | null): Date | null {
  if (lastInboundAt === null) return null;
  const time = new Date(lastInboundAt).getTime();
  return Number.isNaN(time) ? null : new Date(time + customerServiceWindowMs);
}

/** Whether the customer wrote within the last 24 hours. */
export function isWindowOpen(lastInboundAt: Date | string | null, now: Date): boolean {
  const closes = windowClosesAt(lastInboundAt);
  return closes !== null && now.getTime() < closes.getTime();
}

/** Whether the window applies: protocols on a WhatsApp Cloud API number. */
export const followsCustomerServiceWindow = (protocol: Pick<WindowProtocol, 'channelId' | 'channelConfigSection'>) =>
  protocol.channelId === whatsappChannelId && protocol.channelConfigSection === cloudApiSection;

/** Whether an agent may send free text (not a template) on this protocol now. */
export function mayWriteFreely(protocol: WindowProtocol, now: Date): boolean {
  return !followsCustomerServiceWindow(protocol) || isWindowOpen(protocol.lastInboundAt, now);
}
