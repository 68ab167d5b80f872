/** The domain's `channelConnectionEvent`, named here so the shell need not load the channel contracts. */
export const channelConnectionEventName = 'channel:connection';

/** Query keys of QR-code WhatsApp connections. */
export const whatsappQrKeys = {
  all: ['settings', 'whatsapp-qr-connection'] as const,
  connection: (id: number) => [...whatsappQrKeys.all, id] as const,
};
