import { describe, expect, it } from 'vitest';
import { protocolWith } from '../../test/protocols';
import { queueDefinition } from './chat-routes';
import { filtersToSearch, listQuery, matchesFilters, noFilters, parseFilters } from './list-filters';

describe('list filters kept in the address', () => {
  it('read back what they wrote, leaving defaults out', () => {
    const filters = {
      ...noFilters,
      department: [1, 3],
      channel: [2],
      user: [7],
      sla: 'atrasado' as const,
      from: '2026-01-01',
      to: '',
      search: 'Maria',
      order: 'asc' as const,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe('?department=1%2C3&channel=2&user=7&sla=atrasado&date=2026-01-01%2C&search=Maria&order=asc');
    expect(parseFilters(new URLSearchParams(search))).toEqual(filters);
    expect(filtersToSearch(noFilters)).toBe('');
  });

  it('ignore what is not a filter value', () => {
    const parsed = parseFilters(new URLSearchParams('department=x,2,-1&sla=soon&date=ontem,&support=9&order=sideways'));
    expect(parsed).toEqual({ ...noFilters, department: [2] });
  });

  it('ask the server for 50 of the queue’s statuses, narrowed by a status filter', () => {
    const aberto = queueDefinition({ support: null, queue: 'aberto' });
    expect(listQuery(aberto, { ...noFilters, status: [2, 4], support: 1 }, 2)).toEqual({
      status: '2',
      page: '2',
      limit: '50',
      orderby: 'desc',
      support: '1',
    });
    const fila = queueDefinition({ support: 'humano', queue: 'fila' });
    expect(listQuery(fila, { ...noFilters, to: '2026-02-01', search: ' 1199 ' }, 1)).toMatchObject({
      status: '1',
      support: '2',
      date: ',2026-02-01',
      search: '1199',
    });
  });

  it('decide live updates as the server decides the list', () => {
    const protocol = protocolWith({ department_id: 2, customer_name: 'Maria Souza', protocol_phone: '11987654321' });
    expect(matchesFilters(protocol, noFilters)).toBe(true);
    expect(matchesFilters(protocol, { ...noFilters, department: [1] })).toBe(false);
    expect(matchesFilters(protocol, { ...noFilters, search: 'souza' })).toBe(true);
    expect(matchesFilters(protocol, { ...noFilters, search: '8765' })).toBe(true);
    expect(matchesFilters(protocol, { ...noFilters, search: 'João' })).toBe(false);
    // As the server finds them: a word's start, without accents; not a word's middle.
    expect(matchesFilters(protocol, { ...noFilters, search: 'MARIA SOU' })).toBe(true);
    expect(matchesFilters(protocol, { ...noFilters, search: 'ouza' })).toBe(false);
    expect(matchesFilters(protocol, { ...noFilters, from: '2026-01-02' })).toBe(false);
    expect(matchesFilters(protocol, { ...noFilters, to: '2026-01-01' })).toBe(true);
    expect(matchesFilters(protocol, { ...noFilters, sla: 'atrasado' })).toBe(false);
  });
});
