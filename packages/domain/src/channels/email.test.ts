import { describe, expect, it } from 'vitest';
import {
  forwardProtocolEmailBodySchema,
  messageIdsOf,
  protocolOfRecipients,
  protocolReplyAddress,
  replySubject,
} from './email';

describe('e-mail threading rules', () => {
  it('puts the protocol in the mailbox plus-address', () => {
    expect(protocolReplyAddress('atendimento@empresa.com.br', 42)).toBe('atendimento+p42@empresa.com.br');
    expect(protocolReplyAddress('atendimento+vendas@empresa.com.br', 7)).toBe('atendimento+p7@empresa.com.br');
  });

  it("finds the protocol in a recipient's plus-address of the same mailbox only", () => {
    const mailbox = 'Atendimento@Empresa.com.br';
    expect(protocolOfRecipients(mailbox, ['outro@x.com', 'atendimento+p42@empresa.com.br'])).toBe(42);
    expect(protocolOfRecipients(mailbox, ['vendas+p42@empresa.com.br'])).toBeNull();
    expect(protocolOfRecipients(mailbox, ['atendimento+p42@outra.com.br'])).toBeNull();
    expect(protocolOfRecipients(mailbox, ['atendimento@empresa.com.br'])).toBeNull();
  });

  it('answers with one "Re:" in front of the subject', () => {
    expect(replySubject('Pedido atrasado')).toBe('Re: Pedido atrasado');
    expect(replySubject('RE: Pedido atrasado')).toBe('RE: Pedido atrasado');
    expect(replySubject('Res: Pedido')).toBe('Res: Pedido');
    expect(replySubject(null)).toBe('Re:');
  });

  it('reads message-ids from In-Reply-To and References, once each', () => {
    expect(messageIdsOf('<a@x> <b@y>', ['<b@y>', 'c@z'], undefined)).toEqual(['a@x', 'b@y', 'c@z']);
  });

  it('forwards with the history unless told otherwise, and refuses a bad address', () => {
    expect(forwardProtocolEmailBodySchema.parse({ protocol_id: 1, email: 'A@B.com' })).toMatchObject({
      email: 'a@b.com',
      forward_email_history: true,
    });
    expect(forwardProtocolEmailBodySchema.safeParse({ protocol_id: 1, email: 'nope' }).success).toBe(false);
  });
});
