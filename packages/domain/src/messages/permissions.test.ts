import { describe, expect, it } from 'vitest';
import { capabilitiesUsed, deniedCapabilities } from './permissions';

describe('what a message uses', () => {
  it('tells emojis, photos, audio and other files apart', () => {
    expect(capabilitiesUsed('Olá 👋', [])).toEqual(['emojis']);
    expect(capabilitiesUsed('segue', ['image/png', 'audio/ogg', 'application/pdf'])).toEqual([
      'photos',
      'audio',
      'attachments',
    ]);
    expect(capabilitiesUsed('sem nada especial: ção, 100%', [])).toEqual([]);
  });
  it('answers what the permissions deny', () => {
    const allowed = { photos: true, emojis: false, attachments: false, audio: true };
    expect(deniedCapabilities(['emojis', 'photos', 'attachments'], allowed)).toEqual(['emojis', 'attachments']);
  });
});
