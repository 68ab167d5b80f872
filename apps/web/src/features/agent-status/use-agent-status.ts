import {
  breakSection,
  changeAgentStatus,
  getOwnAgentStatus,
  sectionContracts,
  visibleToDepartments,
  type AgentStatus,
  type AgentStatusCommand,
} from '@contact/domain/settings';
import type { CurrentUser } from '@contact/domain/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { agentStatusKeys } from './agent-status-keys';

export type AgentBreak = {
  id: number;
  description: string;
  minutes: number;
  obligatory: boolean;
  preBreak: boolean;
  blocksScreen: boolean;
};

/** The signed-in user's own status; the server's push (user:updated) refreshes it. */
export function useOwnStatus() {
  return useQuery({
    queryKey: agentStatusKeys.own(),
    queryFn: ({ signal }) => call(getOwnAgentStatus, { signal }),
    staleTime: 60_000,
  });
}

/** The company's active breaks the user may take: those of one of their departments. */
export function useBreaks(user: CurrentUser) {
  return useQuery({
    queryKey: agentStatusKeys.breaks(),
    queryFn: async ({ signal }): Promise<AgentBreak[]> => {
      const page = await call(sectionContracts(breakSection).list, {
        params: undefined,
        query: { active: 'true', limit: '1000' },
        signal,
      });
      return page.items
        .map((item) => breakSection.schemas.entity.parse(item))
        .filter((item) => item.active && visibleToDepartments(item.departments, user.department))
        .map((item) => ({
          id: item.id,
          description: item.description,
          minutes: item.time,
          obligatory: Boolean(item.obligatory),
          preBreak: Boolean(item.preBreak),
          blocksScreen: Boolean(item.blocksScreen),
        }));
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /settings/users/status {id_break, action, active}; the answer is the new status, kept at once. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentStatusCommand) => call(changeAgentStatus, { body }),
    onSuccess: (status: AgentStatus) => queryClient.setQueryData(agentStatusKeys.own(), status),
  });
}

/** The command of each choice of the status control. */
export const statusCommands = {
  takeBreak: (id: number): AgentStatusCommand => ({ id_break: id, action: 'start', active: true }),
  goOnline: (breakId: number | null): AgentStatusCommand => ({ id_break: breakId, action: 'return', active: false }),
};
