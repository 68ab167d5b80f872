import type { ContractQueryInput } from '@contact/domain/http';
import {
  matchesSearch,
  protocolPageSize,
  searchMaxLength,
  slaStates,
  type countQueues,
  type listProtocols,
  type Protocol,
  type SlaState,
} from '@contact/domain/protocols';
import type { QueueDefinition } from './chat-routes';

/** The list filters of the chat screen, kept in the URL so a view can be shared or reloaded. */
export type ListFilters = {
  department: number[];
  channel: number[];
  user: number[];
  /** Only in the queues without a support segment: 1 bot, 2 human. */
  support: 1 | 2 | null;
  status: number[];
  sla: SlaState | null;
  /** YYYY-MM-DD; an empty bound means the last 5 years up to today (spec §9). */
  from: string;
  to: string;
  search: string;
  order: 'asc' | 'desc';
};

export const noFilters: ListFilters = {
  department: [],
  channel: [],
  user: [],
  support: null,
  status: [],
  sla: null,
  from: '',
  to: '',
  search: '',
  order: 'desc',
};

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function parseFilters(params: URLSearchParams): ListFilters {
  const support = params.get('support');
  const sla = params.get('sla');
  const [from, to] = (params.get('date') ?? '').split(',');
  return {
    department: ids(params.get('department')),
    channel: ids(params.get('channel')),
    user: ids(params.get('user')),
    support: support === '1' ? 1 : support === '2' ? 2 : null,
    status: ids(params.get('status')),
    sla: (slaStates as readonly string[]).includes(sla ?? '') ? (sla as SlaState) : null,
    from: day(from),
    to: day(to),
    search: (params.get('search') ?? '').slice(0, searchMaxLength),
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The search part of the address for these filters; defaults are left out. */
export function filtersToSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  const list = (name: string, values: number[]) => values.length > 0 && params.set(name, values.join(','));
  list('department', filters.department);
  list('channel', filters.channel);
  list('user', filters.user);
  if (filters.support) params.set('support', String(filters.support));
  list('status', filters.status);
  if (filters.sla) params.set('sla', filters.sla);
  if (filters.from || filters.to) params.set('date', `${filters.from},${filters.to}`);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.order === 'asc') params.set('order', 'asc');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function countActiveFilters(filters: ListFilters): number {
  return [
    filters.department.length > 0,
    filters.channel.length > 0,
    filters.user.length > 0,
    filters.support !== null,
    filters.status.length > 0,
    filters.sla !== null,
    Boolean(filters.from || filters.to),
    filters.order === 'asc',
  ].filter(Boolean).length;
}

/** The statuses a queue shows under these filters: the queue's, narrowed by a status filter. */
export function statusesOf(queue: QueueDefinition, filters: ListFilters): readonly number[] {
  if (filters.status.length === 0) return queue.statuses;
  return queue.statuses.filter((status) => filters.status.includes(status));
}

type ListQueryWire = ContractQueryInput<typeof listProtocols>;
type CountQueryWire = ContractQueryInput<typeof countQueues>;

/** GET /protocol query of one page of a queue under these filters. */
export function listQuery(queue: QueueDefinition, filters: ListFilters, page: number): ListQueryWire {
  const support = queue.support ?? filters.support;
  const query: ListQueryWire = {
    status: statusesOf(queue, filters).join(','),
    page: String(page),
    limit: String(protocolPageSize),
    orderby: filters.order,
  };
  if (support) query.support = support === 1 ? '1' : '2';
  if (filters.department.length) query.department = filters.department.join(',');
  if (filters.channel.length) query.channel = filters.channel.join(',');
  if (filters.user.length) query.user = filters.user.join(',');
  if (filters.sla) query.sla = filters.sla;
  if (filters.from || filters.to) query.date = `${filters.from},${filters.to}`;
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

/** GET /protocol/count query: the filters that also narrow the queue counts. */
export function countQuery(filters: ListFilters): CountQueryWire & Record<string, string> {
  const query: CountQueryWire & Record<string, string> = {};
  if (filters.department.length) query.department_id = filters.department.join(',');
  if (filters.channel.length) query.id_channel = filters.channel.join(',');
  if (filters.user.length) query.user = filters.user.join(',');
  if (filters.from || filters.to) query.date = `${filters.from},${filters.to}`;
  return query;
}

/** The calendar day of an instant in the company's time zone, as the server's date filter reads it. */
function dayOf(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(instant));
}

/**
 * Whether a protocol passes the list filters, as the server's list query decides: a live update
 * that fails them leaves (or never enters) the filtered list.
 */
export function matchesFilters(protocol: Protocol, filters: ListFilters): boolean {
  const day = dayOf(protocol.created_at);
  return (
    (filters.department.length === 0 || filters.department.includes(protocol.department_id)) &&
    (filters.channel.length === 0 || filters.channel.includes(protocol.id_channel)) &&
    (filters.user.length === 0 || (protocol.user_id !== null && filters.user.includes(protocol.user_id))) &&
    (filters.support === null || protocol.support === filters.support) &&
    (filters.status.length === 0 || filters.status.includes(protocol.status)) &&
    (filters.sla === null || protocol.sla === filters.sla) &&
    (!filters.from || day >= filters.from) &&
    (!filters.to || day <= filters.to) &&
    matchesSearch(
      {
        number: protocol.number,
        customerName: protocol.customer_name,
        subject: protocol.subject,
        phone: protocol.protocol_phone,
      },
      filters.search,
    )
  );
}
