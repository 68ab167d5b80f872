import { canReadSection } from '@contact/domain/settings';
import { useParams } from 'react-router';
import { childSections, sectionBySegment } from '../../features/settings/section-groups';
import { SectionPage } from '../../features/settings/section-page';
import { useCurrentUser } from '../../session/use-current-user';
import { NotFoundPage } from './not-found-page';

/**
 * /configuracoes/:segment, /configuracoes/:segment/novo (the list with the new record's form
 * open, as the spec's tabulacoes/novo and widget/novo), and /configuracoes/:segment/:parentId/:child
 * for the records of one owner (a WhatsApp account's HSM templates): what the user may read,
 * else not found.
 */
export function SettingsSectionPage({ creating = false }: { creating?: boolean }) {
  const { segment = '', parentId, child } = useParams();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const owner = sectionBySegment(segment);
  const ownerId = Number(parentId);
  const section = child ? owner && childSections(owner).find((item) => item.key === child) : owner;
  const validOwner = !child || (Number.isInteger(ownerId) && ownerId > 0);
  if (!owner || !section || !validOwner || !canReadSection(section.read, user.role)) return <NotFoundPage />;
  const parent = child ? { section: owner, id: ownerId } : undefined;
  return (
    <SectionPage
      key={`${section.key}-${parentId ?? ''}-${creating}`}
      section={section}
      role={user.role}
      parent={parent}
      creating={creating}
    />
  );
}
