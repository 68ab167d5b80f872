import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { chatPath, parseChatPath, type ChatView } from './chat-routes';
import { filtersToSearch, parseFilters, type ListFilters } from './list-filters';

/** The inbox's place from the address: the view of the route and the filters of its search part. */
export function useChatView() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseChatPath(params['*'] ?? ''), [params]);
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);

  /** Goes to another queue or protocol, keeping the filters. */
  const goTo = useCallback(
    (next: ChatView, options: { replace?: boolean } = {}) => navigate(chatPath(next) + search, options),
    [navigate, search],
  );

  /** Removes the protocol segment: back to the queue list. */
  const closeProtocol = useCallback(() => {
    if (view?.protocolId) void goTo({ ...view, protocolId: null }, { replace: true });
  }, [goTo, view]);

  const setFilters = useCallback(
    (next: ListFilters) => {
      if (view) void navigate(chatPath(view) + filtersToSearch(next), { replace: true });
    },
    [navigate, view],
  );

  return { view, filters, search, goTo, closeProtocol, setFilters };
}
