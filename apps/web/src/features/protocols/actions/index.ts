/** Every action dialog, in one chunk loaded once the inbox is idle. */
export { AssignDialog } from './assign-dialog';
export { CallMeDialog } from './call-me-dialog';
export { CategorizeDialog } from './categorize-dialog';
export { ConfirmActionDialog } from './confirm-action-dialog';
export { NoteDialog } from './note-dialog';
export { ReminderDialog } from './reminder-dialog';
export { ScheduleCallDialog } from './schedule-call-dialog';
export { TabulationDialog } from './tabulation-dialog';
export { TagsDialog } from './tags-dialog';
export { TakeDialog } from './take-dialog';
export { TransferDialog } from './transfer-dialog';
