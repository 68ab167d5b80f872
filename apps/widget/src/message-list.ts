import type { Entry } from './conversation';
import { h } from './dom';
import type { Texts } from './i18n';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** ✓ stored, ✓✓ delivered or read by the other side; a clock while on its way. */
function ticks(entry: Entry): string {
  if (entry.pending) return '🕓';
  if (entry.status === 'read' || entry.status === 'delivered') return '✓✓';
  return '✓';
}

function attachment(base: string, file: Entry['attachments'][number]) {
  if (!file.url) return h('div', {}, `📎 ${file.name}`);
  const href = `${base}${file.url}`;
  if (file.type.startsWith('image/'))
    return h('a', { href, target: '_blank', rel: 'noopener' }, h('img', { src: href, alt: file.name }));
  return h('div', {}, h('a', { href, target: '_blank', rel: 'noopener' }, `📎 ${file.name}`));
}

/** One message bubble; a failed send is tapped to try again. */
export function messageBubble(base: string, entry: Entry, texts: Texts, onRetry: (clientId: string) => void) {
  const kind = entry.mine ? 'mine' : entry.author === 'system' ? 'system' : 'theirs';
  const bubble = h(
    'div',
    {
      class: `bubble ${kind}${entry.failed ? ' failed' : ''}`,
      'data-message': entry.pending ? `pending-${entry.client_id}` : String(entry.id),
    },
    kind === 'theirs' ? h('div', { class: 'who' }, entry.agent ?? texts.agent) : null,
    entry.text,
    ...entry.attachments.map((file) => attachment(base, file)),
    h(
      'div',
      { class: 'meta' },
      entry.failed ? texts.retry : `${time(entry.created_at)}${entry.mine ? ` ${ticks(entry)}` : ''}`,
    ),
  );
  if (entry.failed && entry.client_id) {
    const clientId = entry.client_id;
    bubble.addEventListener('click', () => onRetry(clientId));
  }
  return bubble;
}
