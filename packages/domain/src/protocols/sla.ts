import type { SlaState } from './status';

/** SLA time units with their ids (backoffice §9: second, minute, hour, day). */
export const slaUnits = [
  { id: 1, name: 'second', milliseconds: 1_000 },
  { id: 2, name: 'minute', milliseconds: 60_000 },
  { id: 3, name: 'hour', milliseconds: 3_600_000 },
  { id: 4, name: 'day', milliseconds: 86_400_000 },
] as const;
export type SlaUnitId = (typeof slaUnits)[number]['id'];

/** Share of the SLA window after which a protocol "will be late". */
export const slaWarningRatio = 0.8;

export function slaWindowMs(time: number, unitId: number): number {
  const unit = slaUnits.find((item) => item.id === unitId);
  if (!unit) throw new Error(`Unknown SLA unit ${unitId}`);
  return time * unit.milliseconds;
}

/** The SLA state of an open protocol at `now`, from when its clock started and its window. */
export function slaStateAt(now: number, startedAt: number | null, windowMs: number | null): SlaState {
  if (startedAt === null || windowMs === null || windowMs <= 0) return 'sem_sla';
  const elapsed = now - startedAt;
  if (elapsed >= windowMs) return 'atrasado';
  if (elapsed >= windowMs * slaWarningRatio) return 'ira_atrasar';
  return 'em_dia';
}

/** When the state will change next, so a timer can be set for exactly then. */
export function nextSlaChangeAt(now: number, startedAt: number | null, windowMs: number | null): number | null {
  if (startedAt === null || windowMs === null || windowMs <= 0) return null;
  const warnAt = startedAt + windowMs * slaWarningRatio;
  const lateAt = startedAt + windowMs;
  if (now < warnAt) return warnAt;
  if (now < lateAt) return lateAt;
  return null;
}
