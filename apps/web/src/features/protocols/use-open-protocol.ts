import { tabStatuses, workflowStatuses, type ProtocolDetail } from '@contact/domain/protocols';
import { useEffect, useRef } from 'react';
import { useMarkRead, useSetWorkflowStatus } from './use-protocol-actions';
import { useProtocolRoom } from './use-rooms';

/** Spec §4: a categorized protocol still pending in its workflow moves to "under analysis" about 200 ms after it opens. */
export const workflowStartDelayMs = 200;
/** New messages in the open conversation are marked read together. */
const markReadDelayMs = 300;

/**
 * What opening a protocol does: follow its room while open, mark it read (when the viewer is
 * its agent or it has none), and start the analysis of a categorized protocol pending in its workflow.
 */
export function useOpenProtocol(protocol: ProtocolDetail | undefined, viewerId: number): void {
  const id = protocol?.id ?? null;
  useProtocolRoom(id);
  const markRead = useMarkRead();
  const setWorkflow = useSetWorkflowStatus();
  const { mutate: read } = markRead;
  const { mutate: moveWorkflow } = setWorkflow;

  const unread = protocol?.unread_count ?? 0;
  const ownerIsViewer = protocol ? protocol.user_id === null || protocol.user_id === viewerId : false;
  useEffect(() => {
    if (id === null || unread === 0 || !ownerIsViewer) return undefined;
    const timer = setTimeout(() => read(id), markReadDelayMs);
    return () => clearTimeout(timer);
  }, [id, unread, ownerIsViewer, read]);

  const started = useRef<number | null>(null);
  const pendingWorkflow =
    protocol !== undefined &&
    protocol.tab_status === tabStatuses.categorized &&
    protocol.protocol_workflow !== null &&
    protocol.protocol_workflow_status === workflowStatuses.pending;
  useEffect(() => {
    if (id === null || !pendingWorkflow || started.current === id) return undefined;
    const timer = setTimeout(() => {
      started.current = id;
      moveWorkflow({ id, workflow_status: workflowStatuses.underAnalysis });
    }, workflowStartDelayMs);
    return () => clearTimeout(timer);
  }, [id, pendingWorkflow, moveWorkflow]);
}
