import { z } from 'zod';
import { defineContract } from '../http';
import { messageSchema } from '../protocols/wire';

/** An approved WhatsApp template (HSM) with its variables, the one thing WhatsApp takes outside the 24-hour window. */
export const sendTemplateSchema = z.strictObject({
  protocol_id: z.number().int().positive(),
  hsm_id: z.number().int().positive(),
  hsm_variables: z.array(z.string().trim().max(1024)).max(20).default([]),
  /** The public https link of the header's image, video or document, when the template's header is a media. */
  hsm_header_link: z.string().trim().max(2000).optional(),
  /** Chosen by the client so a retried send never makes a second message. */
  client_id: z.string().trim().min(8).max(64).optional(),
});

export const sendTemplateMessage = defineContract({
  method: 'POST',
  path: '/api/v1/message/template',
  summary:
    "An agent sends an approved WhatsApp template with its variables on a protocol (also outside WhatsApp's 24-hour window)",
  tags: ['message'],
  auth: true,
  body: sendTemplateSchema,
  response: messageSchema,
});
