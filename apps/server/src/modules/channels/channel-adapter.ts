import type { ChannelProvider } from '@contact/domain/channels';
import type { FastifyInstance } from 'fastify';
import type { ContactInput } from '../protocols/open-protocol';
import type { MessageRow, StoredAttachment } from '../messages/message-wire';
import type { ProtocolRow } from '../protocols/protocol.repo';

/** A customer's message as a provider delivered it, before it joins a protocol. */
export type InboundMessage = {
  /** The provider's id of the message: the same id twice is one message. */
  externalId: string;
  customer: ContactInput;
  text: string;
  attachments?: StoredAttachment[];
  /** What the channel keeps beside the text (subject, location, contacts, a reply's choice). */
  meta?: Record<string, unknown>;
  /** Provider ids of earlier messages it answers (e-mail In-Reply-To / References). */
  replyTo?: string[];
};

/** A delivery receipt for a message the company sent. */
export type DeliveryUpdate = {
  externalId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** The provider's reason, shown to the agent, when it failed. */
  reason?: string;
};

/** What one webhook call or one poll brought. */
export type InboundBatch = {
  messages: InboundMessage[];
  receipts: DeliveryUpdate[];
  /**
   * What the same call brought for other configurations of the company that share its webhook
   * (several WhatsApp numbers of one Meta app post to one callback URL).
   */
  routed?: { configurationId: number; batch: InboundBatch }[];
};

/** One outgoing message to hand to the provider. */
export type OutboundRequest = {
  configurationId: number;
  companyId: number;
  message: MessageRow;
  protocol: ProtocolRow;
  /** The customer's address on the channel (E.164 phone, e-mail). */
  customer: { name: string | null; phone: string | null; email: string | null };
  /** Stable across retries: providers that accept one never send twice. */
  idempotencyKey: string;
};

/** A provider refused or failed; `retryable` errors are tried again with backoff. */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

/** The configuration a message goes out through; a removed or inactive one is not worth retrying. */
export async function configured<T>(found: Promise<T | null>): Promise<T> {
  const configuration = await found;
  if (!configuration) throw new ProviderError('errors.channelNotConfigured', false);
  return configuration;
}

/** A raw webhook call, as the provider sent it. */
export type WebhookCall = {
  configurationId: number;
  companyId: number;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  rawBody: Buffer;
};

/**
 * One channel: how its provider's webhooks are checked and read (`receive`), how a
 * message goes out (`send`), and delivery receipts (part of what `receive` reads).
 */
export type ChannelAdapter = {
  provider: ChannelProvider;
  channelId: number;
  webhook?: {
    /** The provider's GET handshake (e.g. Meta's hub.challenge): the text to answer, or null to refuse. */
    verify?(app: FastifyInstance, call: WebhookCall): Promise<string | null>;
    /** Checks the call came from the provider (signature); false answers 401 and stores nothing. */
    authenticate(app: FastifyInstance, call: WebhookCall): Promise<boolean>;
    /** Reads an authenticated call; runs on the inbound queue, not in the request. */
    parse(app: FastifyInstance, call: WebhookCall): Promise<InboundBatch>;
  };
  send(app: FastifyInstance, request: OutboundRequest): Promise<{ externalId: string }>;
};
