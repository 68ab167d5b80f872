import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protocolWith } from '../../../test/protocols';
import { stubLayout } from '../../../test/layout';
import { renderWithProviders } from '../../../test/render';
import { ProtocolList } from './protocol-list';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayout(800);
});
afterEach(() => restoreLayout());

describe('protocol list', () => {
  it('keeps well under 100 rows in the page for 10,000 protocols', () => {
    const protocols = Array.from({ length: 10_000 }, (_, index) =>
      protocolWith({ customer_name: `Cliente ${index + 1}`, tags: [{ id: 1 }] }),
    );
    const onLoadMore = vi.fn();
    renderWithProviders(
      <ProtocolList
        protocols={protocols}
        selectedId={null}
        pathOf={(protocol) => `/chats/humano/fila/${protocol.id}`}
        onPrefetch={() => undefined}
        tags={[{ id: 1, name: 'VIP', color: '#f59f00' }]}
        hasNextPage={false}
        isFetchingNextPage={false}
        onLoadMore={onLoadMore}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    const first = screen.getByRole('link', { name: /^Cliente 1, protocolo / });
    expect(first.textContent).toContain('VIP');
    expect(first.textContent).toContain('Em dia');
    expect(first.getAttribute('href')).toMatch(/^\/chats\/humano\/fila\/\d+$/);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks for the next page when the end of what is loaded comes into view', () => {
    const onLoadMore = vi.fn();
    renderWithProviders(
      <ProtocolList
        protocols={[protocolWith(), protocolWith()]}
        selectedId={null}
        pathOf={() => '/chats/humano/fila'}
        onPrefetch={() => undefined}
        tags={[]}
        hasNextPage
        isFetchingNextPage={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(onLoadMore).toHaveBeenCalled();
  });
});
