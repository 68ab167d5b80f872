import type { Note } from '@contact/domain/protocols';
import { protocolNotes } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { changeProtocol, type ChangeDeps } from './protocol-change';
import { toWireNote } from './query.service';
import { toWireProtocol } from './protocol.repo';

/** Internal notes: never sent to the customer, seen by everyone who may see the protocol. */
export function createNoteService(deps: ChangeDeps) {
  return {
    async add(auth: AuthContext, protocolId: number, text: string): Promise<Note> {
      let note: Note | null = null;
      await changeProtocol(deps, auth, protocolId, () => ({
        set: {},
        after: async (tx, row) => {
          const [inserted] = await tx
            .insert(protocolNotes)
            .values({ companyId: auth.companyId, protocolId: row.id, userId: auth.userId, userName: auth.name, text })
            .returning();
          if (!inserted) throw new Error('note not stored');
          note = toWireNote(inserted);
          return [{ type: 'note.created', companyId: auth.companyId, protocol: toWireProtocol(row), note }];
        },
      }));
      if (!note) throw new Error('note not stored');
      return note;
    },
  };
}
