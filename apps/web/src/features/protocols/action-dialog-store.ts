import { useSyncExternalStore } from 'react';

/** The dialogs of the inbox's protocol actions (spec §2, §4). */
export type ActionDialogName =
  | 'take'
  | 'takeNext'
  | 'transfer'
  | 'finalize'
  | 'tabulate'
  | 'categorize'
  | 'pause'
  | 'ai'
  | 'tags'
  | 'note'
  | 'scheduleCall'
  | 'callMe'
  | 'reminder'
  | 'assign'
  | 'close';

/** The one open action dialog, shared by the header, the list and the side panel: truly local state. */
let open: ActionDialogName | null = null;
const listeners = new Set<() => void>();

function setOpen(name: ActionDialogName | null): void {
  open = name;
  for (const listener of [...listeners]) listener();
}

export const openActionDialog = (name: ActionDialogName): void => setOpen(name);
export const closeActionDialog = (): void => setOpen(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenActionDialog(): ActionDialogName | null {
  return useSyncExternalStore(subscribe, () => open);
}
