import { z } from 'zod';
import { canonicalPhone } from '../channels/phone';
import { defineContract } from '../http';

/**
 * "Me ligue" (click-to-call): the company's dialer rings the agent's extension, then the
 * customer's number, and bridges the two.
 */

/** A number the dialer can call, in its E.164 form; anything else is a field error. */
export const callablePhoneSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, context) => {
    const phone = canonicalPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'validation.invalidCallPhone' });
      return z.NEVER;
    }
    return phone;
  });

export const callMe = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/call_me',
  summary: "Ask the company's dialer to ring the agent's extension and connect it to the customer's number",
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: z.number().int().positive(), phone: callablePhoneSchema }),
  response: z.object({ message: z.string(), call_id: z.string().nullable() }),
});

/** What a dialer configuration says about whom it serves. */
export type DialerScope = { id: number; departments: number[] };

/**
 * The dialer for a department: the first naming it, else the first naming no department
 * (it serves them all); null when none serves it.
 */
export function dialerForDepartment<D extends DialerScope>(dialers: readonly D[], departmentId: number): D | null {
  return (
    dialers.find((dialer) => dialer.departments.includes(departmentId)) ??
    dialers.find((dialer) => dialer.departments.length === 0) ??
    null
  );
}

/**
 * The numbers an agent may call on a protocol: the protocol's own phone, then each
 * customer's, in E.164 and without repeats; numbers that cannot be called are left out.
 */
export function callablePhones(protocol: {
  protocol_phone: string | null;
  customers: readonly { phone: string | null }[];
}): string[] {
  const candidates = [protocol.protocol_phone, ...protocol.customers.map((customer) => customer.phone)];
  const phones = candidates.map((phone) => (phone ? canonicalPhone(phone) : null));
  return [...new Set(phones.filter((phone): phone is string => phone !== null))];
}
