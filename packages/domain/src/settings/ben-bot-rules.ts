import type { RuleIssue } from './define-section';

type BenEntity = { description: string };
type BenNode = { key: string; entities: string[]; children: string[]; nextStep: string | null };

/**
 * A Ben bot's flow must hang together: node keys are unique, a node's children and next
 * step name existing nodes, and the entities a node listens for are the bot's own.
 */
export function benBotIssues(bot: { entities: BenEntity[]; nodes: BenNode[] }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const keys = new Set<string>();
  bot.nodes.forEach((node, index) => {
    if (keys.has(node.key)) issues.push({ path: `nodes.${index}.key`, key: 'settings.validation.duplicateNode' });
    keys.add(node.key);
  });
  const entities = new Set(bot.entities.map((entity) => entity.description.toLowerCase()));
  bot.nodes.forEach((node, index) => {
    if (node.children.some((child) => !keys.has(child))) {
      issues.push({ path: `nodes.${index}.children`, key: 'settings.validation.unknownNode' });
    }
    if (node.nextStep && !keys.has(node.nextStep)) {
      issues.push({ path: `nodes.${index}.nextStep`, key: 'settings.validation.unknownNode' });
    }
    if (node.entities.some((name) => !entities.has(name.toLowerCase()))) {
      issues.push({ path: `nodes.${index}.entities`, key: 'settings.validation.unknownEntity' });
    }
  });
  return issues;
}
