import { defineContract } from '../http';
import { emailImapSection } from './sections/email-imap';

/**
 * Spec §7: POST and PUT /settings/email-imap/service/ save a mailbox only after signing in
 * to it; a failure answers 400 with the mail server's own text (spec §8).
 */
export const createImapService = defineContract({
  method: 'POST',
  path: '/api/v1/settings/email-imap/service',
  summary: 'Create an IMAP mailbox after checking that it accepts the sign-in (administrators)',
  tags: ['settings'],
  auth: true,
  body: emailImapSection.schemas.create,
  response: emailImapSection.schemas.entity,
});

export const updateImapService = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/email-imap/service',
  summary: 'Change an IMAP mailbox after checking that it accepts the sign-in (administrators)',
  tags: ['settings'],
  auth: true,
  body: emailImapSection.schemas.update,
  response: emailImapSection.schemas.entity,
});
