import type { FastifyInstance } from 'fastify';
import type { ProtocolSettings } from './protocol-settings';

/**
 * The configuration the protocol core reads. Until the settings module is wired in here,
 * companies have no SLAs, tabulations, tags, NPS surveys or blocked words.
 */
export function createProtocolSettings(_app: FastifyInstance): ProtocolSettings {
  return {
    findTabulation: async () => null,
    slaWindowMs: async () => null,
    hasNpsSurvey: async () => false,
    tagExists: async () => false,
    blockedWords: async () => [],
  };
}
