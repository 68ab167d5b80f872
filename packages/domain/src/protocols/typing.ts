import { z } from 'zod';

/** Agent -> server (staff socket `protocol:typing`): the agent is typing a message (`true`) or stopped (`false`). */
export const protocolTypingSchema = z.object({
  protocol_id: z.number().int().positive(),
  typing: z.boolean(),
});
export type ProtocolTyping = z.infer<typeof protocolTypingSchema>;
