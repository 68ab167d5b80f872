import { canonicalPhone } from '@contact/domain/channels';
import type { ProtocolCustomer } from '@contact/domain/protocols';
import { isValidTaxId } from '@contact/domain/validation';
import { and, asc, eq } from 'drizzle-orm';
import { contacts, protocolCustomers } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, notFound } from '../../platform/errors';
import { actorOf, changeProtocol, type ChangeDeps } from './protocol-change';

export type CustomerPatch = {
  protocol_id: number;
  name?: string;
  phone?: string | null;
  email?: string | null;
  tax_id?: string | null;
};

/** The first customer of a protocol can be corrected from the inbox; the list columns follow. */
export function createCustomerService(deps: ChangeDeps) {
  return {
    async updateFirst(auth: AuthContext, patch: CustomerPatch): Promise<ProtocolCustomer> {
      const taxId = patch.tax_id ? patch.tax_id.replace(/\D/g, '') : patch.tax_id;
      if (taxId && !isValidTaxId(taxId)) {
        throw new AppError('validation', 'errors.validation', {}, { tax_id: { key: 'validation.invalidTaxId' } });
      }
      let customer: ProtocolCustomer | null = null;
      await changeProtocol(deps, auth, patch.protocol_id, async (row, tx) => {
        const [link] = await tx
          .select({ contactId: protocolCustomers.contactId })
          .from(protocolCustomers)
          .where(eq(protocolCustomers.protocolId, row.id))
          .orderBy(asc(protocolCustomers.position))
          .limit(1);
        if (!link) throw notFound();
        const [contact] = await tx
          .update(contacts)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.phone !== undefined ? { phone: patch.phone === null ? null : canonicalPhone(patch.phone) } : {}),
            ...(patch.email !== undefined ? { email: patch.email } : {}),
            ...(taxId !== undefined ? { taxId } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(contacts.companyId, auth.companyId), eq(contacts.id, link.contactId)))
          .returning();
        if (!contact) throw notFound();
        customer = {
          id: contact.id,
          name: contact.name,
          phone: contact.phone,
          email: contact.email,
          tax_id: contact.taxId,
          crm_contact_id: contact.crmContactId,
        };
        return {
          set: { customerName: contact.name, phone: contact.phone },
          history: [{ type: 'customer_updated', ...actorOf(auth), data: { contact: contact.id } }],
        };
      });
      if (!customer) throw notFound();
      return customer;
    },
  };
}
