import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Which records a list shows by their active flag. */
export type ActiveFilter = 'all' | 'true' | 'false';

/** How long typing pauses before the list is searched. */
const searchDelayMs = 300;

/**
 * A list's search, active filter and page: either filter sends it back to its first page.
 * `filters` is what the list asks the server (the trimmed search once typing pauses, the active
 * flag unless all); `bar` goes to `SearchAndStatus`.
 */
export function useSearchAndStatus() {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), searchDelayMs);
  const [active, setActive] = useState<ActiveFilter>('all');
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    filters: { ...(searched ? { search: searched } : {}), ...(active === 'all' ? {} : { active }) },
    filtered: searched !== '' || active !== 'all',
    bar: {
      search,
      active,
      onSearch: (value: string) => {
        setSearch(value);
        setPage(1);
      },
      onActive: (value: ActiveFilter) => {
        setActive(value);
        setPage(1);
      },
    },
  };
}

type SearchAndStatusProps = {
  search: string;
  active: ActiveFilter;
  /** Either change sends the list back to its first page. */
  onSearch: (search: string) => void;
  onActive: (active: ActiveFilter) => void;
  labels: { search: string; status: string; all: string; active: string; inactive: string };
};

/** The search box and the all / active / inactive switch above a list of records. */
export function SearchAndStatus({ search, active, onSearch, onActive, labels }: SearchAndStatusProps) {
  return (
    <Group align="flex-end">
      <TextInput
        label={labels.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <SegmentedControl
        aria-label={labels.status}
        value={active}
        onChange={(value) => onActive(value as ActiveFilter)}
        data={[
          { value: 'all', label: labels.all },
          { value: 'true', label: labels.active },
          { value: 'false', label: labels.inactive },
        ]}
      />
    </Group>
  );
}
