import { describe, expect, it } from 'vitest';
import { benBotIssues } from './ben-bot-rules';

const node = (
  key: string,
  extra: Partial<{ entities: string[]; children: string[]; nextStep: string | null }> = {},
) => ({
  key,
  entities: [],
  children: [],
  nextStep: null,
  ...extra,
});

describe('Ben bot flow', () => {
  it('accepts a flow whose links and entities exist', () => {
    const bot = {
      entities: [{ description: 'Saudação' }],
      nodes: [node('start', { entities: ['saudação'], children: ['end'] }), node('end')],
    };
    expect(benBotIssues(bot)).toEqual([]);
  });
  it('names duplicate keys, unknown nodes and unknown entities', () => {
    const bot = {
      entities: [],
      nodes: [node('a', { nextStep: 'b', entities: ['x'] }), node('a', { children: ['zz'] })],
    };
    expect(benBotIssues(bot).map((issue) => [issue.path, issue.key])).toEqual([
      ['nodes.1.key', 'settings.validation.duplicateNode'],
      ['nodes.0.nextStep', 'settings.validation.unknownNode'],
      ['nodes.0.entities', 'settings.validation.unknownEntity'],
      ['nodes.1.children', 'settings.validation.unknownNode'],
    ]);
  });
});
