import type { ProtocolDetail } from '@contact/domain/protocols';
import type { CurrentUser } from '@contact/domain/users';
import { useEffect, useState } from 'react';
import { closeActionDialog, useOpenActionDialog } from './action-dialog-store';
import type * as DialogsModule from './actions';

type Dialogs = typeof DialogsModule;

/**
 * The dialogs load apart from the first paint, once the inbox is idle. They are kept here rather
 * than behind React.lazy, whose first reveal waits at least 300 ms: a dialog opens at once.
 */
let loaded: Dialogs | null = null;
let loading: Promise<Dialogs> | null = null;

export function loadActionDialogs(): Promise<Dialogs> {
  loading ??= import('./actions').then((module) => (loaded = module));
  return loading;
}

function useDialogs(wanted: boolean): Dialogs | null {
  const [dialogs, setDialogs] = useState(loaded);
  useEffect(() => {
    if (wanted && !dialogs) void loadActionDialogs().then(setDialogs);
  }, [wanted, dialogs]);
  return dialogs;
}

type ActionDialogsProps = { protocol: ProtocolDetail | null; user: CurrentUser };

/** The open action dialog, for the open protocol (or none: taking the next one). */
export function ActionDialogs({ protocol, user }: ActionDialogsProps) {
  const name = useOpenActionDialog();
  const dialogs = useDialogs(name !== null);
  if (!name || !dialogs) return null;
  const {
    AssignDialog,
    CallMeDialog,
    CategorizeDialog,
    ConfirmActionDialog,
    NoteDialog,
    ReminderDialog,
    ScheduleCallDialog,
    TabulationDialog,
    TagsDialog,
    TakeDialog,
    TransferDialog,
  } = dialogs;
  const onClose = closeActionDialog;
  if (name === 'takeNext') return <TakeDialog protocol={null} onClose={onClose} />;
  if (!protocol) return null;
  switch (name) {
    case 'take':
      return <TakeDialog protocol={protocol} onClose={onClose} />;
    case 'transfer':
      return <TransferDialog protocol={protocol} user={user} onClose={onClose} />;
    case 'finalize':
    case 'tabulate':
      return <TabulationDialog protocol={protocol} mode={name} onClose={onClose} />;
    case 'categorize':
      return <CategorizeDialog protocol={protocol} onClose={onClose} />;
    case 'pause':
    case 'ai':
    case 'close':
      return <ConfirmActionDialog protocol={protocol} action={name} onClose={onClose} />;
    case 'tags':
      return <TagsDialog protocol={protocol} onClose={onClose} />;
    case 'note':
      return <NoteDialog protocol={protocol} onClose={onClose} />;
    case 'scheduleCall':
      return <ScheduleCallDialog protocol={protocol} onClose={onClose} />;
    case 'callMe':
      return <CallMeDialog protocol={protocol} onClose={onClose} />;
    case 'reminder':
      return <ReminderDialog protocol={protocol} onClose={onClose} />;
    case 'assign':
      return <AssignDialog protocol={protocol} onClose={onClose} />;
  }
}
