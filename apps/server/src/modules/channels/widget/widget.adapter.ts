import { widgetEvents } from '@contact/domain/widget';
import { ProviderError, type ChannelAdapter } from '../channel-adapter';
import { toWidgetMessage, widgetChannelId } from './widget-conversation';
import { customerRoom } from './widget-sockets';

/**
 * The web chat widget (channel 1): the company's message goes to the customer's socket
 * room and counts as sent; the widget reports it delivered and read. A customer who is
 * away reads it from the conversation when the widget opens again.
 */
export const widgetAdapter: ChannelAdapter = {
  provider: 'widget',
  channelId: widgetChannelId,
  async send(app, request) {
    const contactId = request.protocol.contactId;
    if (contactId === null) throw new ProviderError('protocol without a customer', false);
    app.widgetSockets
      .to(customerRoom({ companyId: request.companyId, widgetId: request.configurationId, contactId }))
      .emit(widgetEvents.message, toWidgetMessage({ ...request.message, status: 'sent' }));
    return { externalId: `widget-out:${request.message.id}` };
  },
};
