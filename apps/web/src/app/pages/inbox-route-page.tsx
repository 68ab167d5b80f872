import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NewProtocolButton } from '../../features/new-protocol/new-protocol-button';
import { InboxPage } from '../../features/protocols/inbox-page';
import { applyProtocol } from '../../features/protocols/protocol-events';
import { pathAfterCreate } from './path-after-create';

/** /chats: the inbox with the new-protocol wizard composed into it. */
export function InboxRoutePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <InboxPage
      newProtocol={
        <NewProtocolButton
          onCreated={(protocol, ai) => {
            applyProtocol(queryClient, protocol);
            void navigate(pathAfterCreate(protocol, ai));
          }}
        />
      }
    />
  );
}
