import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Which records a list shows by their active flag. */
export type ActiveFilter = 'all' | 'true' | 'false';

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
