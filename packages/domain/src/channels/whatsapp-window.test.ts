import { describe, expect, it } from 'vitest';
import { isWindowOpen, mayWriteFreely, windowClosesAt } from './whatsapp-window';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const cloud = { channelId: 2, channelConfigSection: 'whatsapp-official' };

describe('WhatsApp customer-service window', () => {
  it('is open within 24 hours of the customer’s last message', () => {
    expect(isWindowOpen(hoursAgo(23.9), now)).toBe(true);
    expect(isWindowOpen(hoursAgo(0), now)).toBe(true);
  });

  it('is closed at 24 hours and after', () => {
    expect(isWindowOpen(hoursAgo(24), now)).toBe(false);
    expect(isWindowOpen(hoursAgo(30), now)).toBe(false);
  });

  it('is closed when the customer never wrote', () => {
    expect(isWindowOpen(null, now)).toBe(false);
    expect(windowClosesAt(null)).toBeNull();
  });

  it('closes 24 hours after the last message, from a wire date too', () => {
    expect(windowClosesAt('2026-03-10T08:30:00.000Z')?.toISOString()).toBe('2026-03-11T08:30:00.000Z');
  });

  it('lets an agent write freely on a Cloud API protocol only inside the window', () => {
    expect(mayWriteFreely({ ...cloud, lastInboundAt: hoursAgo(2) }, now)).toBe(true);
    expect(mayWriteFreely({ ...cloud, lastInboundAt: hoursAgo(25) }, now)).toBe(false);
    expect(mayWriteFreely({ ...cloud, lastInboundAt: null }, now)).toBe(false);
  });

  it('does not apply to other channels nor to WhatsApp delivered by an integration', () => {
    expect(mayWriteFreely({ channelId: 4, channelConfigSection: 'email-imap', lastInboundAt: null }, now)).toBe(true);
    expect(mayWriteFreely({ channelId: 2, channelConfigSection: null, lastInboundAt: null }, now)).toBe(true);
    // A number paired by QR code is not bound by Meta's Cloud API window.
    expect(
      mayWriteFreely({ channelId: 2, channelConfigSection: 'whatsapp-qr-code', lastInboundAt: hoursAgo(25) }, now),
    ).toBe(true);
  });
});
