/** Unsent text per protocol and mode, so switching conversations keeps what was being written. */
const drafts = new Map<string, string>();

const keyOf = (protocolId: number, mode: string) => `${protocolId}:${mode}`;

export function readDraft(protocolId: number, mode: string): string {
  return drafts.get(keyOf(protocolId, mode)) ?? '';
}

export function writeDraft(protocolId: number, mode: string, text: string): void {
  if (text) drafts.set(keyOf(protocolId, mode), text);
  else drafts.delete(keyOf(protocolId, mode));
}
