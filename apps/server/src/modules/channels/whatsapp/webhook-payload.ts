import { z } from 'zod';

/**
 * The parts of Meta's `messages` webhook the channel reads (WhatsApp Cloud API reference:
 * `entry[].changes[].value` with `metadata`, `contacts`, `messages` and `statuses`).
 * Anything else Meta adds is ignored.
 */
const media = z.object({
  id: z.string(),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const contactCard = z.object({
  name: z.object({ formatted_name: z.string().optional() }).partial().optional(),
  phones: z.array(z.object({ phone: z.string().optional(), wa_id: z.string().optional() })).optional(),
  emails: z.array(z.object({ email: z.string().optional() })).optional(),
});

const choice = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });

export const cloudMessageSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string(),
  context: z.object({ id: z.string().optional() }).optional(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
      url: z.string().optional(),
    })
    .optional(),
  contacts: z.array(contactCard).optional(),
  interactive: z
    .object({ type: z.string(), button_reply: choice.optional(), list_reply: choice.optional() })
    .optional(),
  button: z.object({ payload: z.string().optional(), text: z.string() }).optional(),
});
export type CloudMessage = z.infer<typeof cloudMessageSchema>;

export const cloudStatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type CloudStatus = z.infer<typeof cloudStatusSchema>;

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  contacts: z
    .array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string() }).partial().optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});
export type CloudValue = z.infer<typeof valueSchema>;

export const webhookPayloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/** Every readable `messages` change of a webhook body; nothing for anything unreadable. */
function messageChanges(rawBody: Buffer): CloudValue[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return [];
  }
  const parsed = webhookPayloadSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'messages')
    .map((change) => valueSchema.safeParse(change.value))
    .flatMap((value) => (value.success ? [value.data] : []));
}

/** The `messages` changes of a webhook body addressed to this number. */
export function changesFor(rawBody: Buffer, phoneNumberId: string): CloudValue[] {
  return messageChanges(rawBody).filter((value) => value.metadata.phone_number_id === phoneNumberId);
}

/**
 * The numbers a webhook body speaks of besides this one: Meta posts the events of every number
 * of an app to the app's one callback URL.
 */
export function otherNumbersIn(rawBody: Buffer, phoneNumberId: string): string[] {
  const ids = new Set(messageChanges(rawBody).map((value) => value.metadata.phone_number_id));
  ids.delete(phoneNumberId);
  return [...ids];
}

/** Items of a list read one by one, so one odd message never hides the others. */
export function readEach<T>(items: unknown[] | undefined, schema: z.ZodType<T>): T[] {
  return (items ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
