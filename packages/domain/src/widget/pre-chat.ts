import { z } from 'zod';
import { emailSchema, phoneSchema } from '../validation';

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * The widget's pre-chat form: a name and a way to reach the customer (e-mail or phone,
 * at least one). A form with neither names both fields in its error.
 */
export const preChatSchema = z
  .strictObject({
    name: z.string().trim().min(1, { message: 'validation.required' }).max(120),
    email: optionalText(emailSchema),
    phone: optionalText(phoneSchema),
  })
  .superRefine((value, context) => {
    if (value.email || value.phone) return;
    for (const field of ['email', 'phone'] as const)
      context.addIssue({ code: 'custom', path: [field], message: 'validation.emailOrPhone' });
  });

export type PreChat = z.infer<typeof preChatSchema>;
