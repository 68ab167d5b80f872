import type { ProtocolDetail } from '@contact/domain/protocols';
import type { CurrentUser } from '@contact/domain/users';
import { lazy, Suspense } from 'react';
import { closeActionDialog, useOpenActionDialog } from './action-dialog-store';

// Each dialog loads when first opened: the inbox's first paint does not wait for them.
const TakeDialog = lazy(() => import('./actions/take-dialog').then((module) => ({ default: module.TakeDialog })));
const TransferDialog = lazy(() =>
  import('./actions/transfer-dialog').then((module) => ({ default: module.TransferDialog })),
);
const TabulationDialog = lazy(() =>
  import('./actions/tabulation-dialog').then((module) => ({ default: module.TabulationDialog })),
);
const CategorizeDialog = lazy(() =>
  import('./actions/categorize-dialog').then((module) => ({ default: module.CategorizeDialog })),
);
const ConfirmActionDialog = lazy(() =>
  import('./actions/confirm-action-dialog').then((module) => ({ default: module.ConfirmActionDialog })),
);
const TagsDialog = lazy(() => import('./actions/tags-dialog').then((module) => ({ default: module.TagsDialog })));
const NoteDialog = lazy(() => import('./actions/note-dialog').then((module) => ({ default: module.NoteDialog })));

type ActionDialogsProps = { protocol: ProtocolDetail | null; user: CurrentUser };

/** The open action dialog, for the open protocol (or none: taking the next one). */
export function ActionDialogs({ protocol, user }: ActionDialogsProps) {
  const name = useOpenActionDialog();
  if (!name) return null;
  const onClose = closeActionDialog;
  return (
    <Suspense fallback={null}>
      {name === 'takeNext' && <TakeDialog protocol={null} onClose={onClose} />}
      {protocol && name === 'take' && <TakeDialog protocol={protocol} onClose={onClose} />}
      {protocol && name === 'transfer' && <TransferDialog protocol={protocol} user={user} onClose={onClose} />}
      {protocol && (name === 'finalize' || name === 'tabulate') && (
        <TabulationDialog protocol={protocol} mode={name} onClose={onClose} />
      )}
      {protocol && name === 'categorize' && <CategorizeDialog protocol={protocol} onClose={onClose} />}
      {protocol && (name === 'pause' || name === 'ai' || name === 'close') && (
        <ConfirmActionDialog protocol={protocol} action={name} onClose={onClose} />
      )}
      {protocol && name === 'tags' && <TagsDialog protocol={protocol} onClose={onClose} />}
      {protocol && name === 'note' && <NoteDialog protocol={protocol} onClose={onClose} />}
    </Suspense>
  );
}
