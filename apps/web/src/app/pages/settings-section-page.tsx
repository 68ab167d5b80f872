import { canReadSection } from '@contact/domain/settings';
import { useParams } from 'react-router';
import { sectionBySegment } from '../../features/settings/section-groups';
import { SectionPage } from '../../features/settings/section-page';
import { useCurrentUser } from '../../session/use-current-user';
import { NotFoundPage } from './not-found-page';

/** /configuracoes/:segment: a declared section the user may read, else the not-found page. */
export function SettingsSectionPage() {
  const { segment = '' } = useParams();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const section = sectionBySegment(segment);
  if (!section || !canReadSection(section.read, user.role)) return <NotFoundPage />;
  return <SectionPage key={section.key} section={section} role={user.role} />;
}
