import type { SlaState } from '@contact/domain/protocols';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The colour of each SLA state (spec §4): none, on time, will be late, late. */
export const slaColors: Record<SlaState, string> = {
  sem_sla: 'gray',
  em_dia: 'green',
  ira_atrasar: 'yellow',
  atrasado: 'red',
};

export function SlaBadge({ sla }: { sla: SlaState }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={slaColors[sla]} data-sla={sla}>
      {t(`inbox.sla.${sla}`)}
    </Badge>
  );
}
