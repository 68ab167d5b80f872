import { describe, expect, it } from 'vitest';
import { whatsappQrStatusOf } from './whatsapp-qr';

describe('the status of a number paired by QR code', () => {
  it('reads the gateway’s connection states', () => {
    expect(whatsappQrStatusOf('open')).toBe('connected');
    expect(whatsappQrStatusOf('connecting')).toBe('pairing');
    expect(whatsappQrStatusOf('close')).toBe('disconnected');
  });

  it('counts an unknown or missing state as disconnected', () => {
    expect(whatsappQrStatusOf('refused')).toBe('disconnected');
    expect(whatsappQrStatusOf(undefined)).toBe('disconnected');
  });
});
