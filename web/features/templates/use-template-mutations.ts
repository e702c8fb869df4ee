import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@domain/contract/common';
import { templateSchema } from '@domain/contract/templates';
import type { ListingType } from '@domain/plans';
import { apiSend, type SessionNotice } from '@web/lib/api';
import { TEMPLATES_QUERY_ROOT } from './use-templates';

// One hook per endpoint of /api/templates; each refreshes the lists once it is done.

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TEMPLATES_QUERY_ROOT] });
}

export interface SaveTemplateInput {
  name: string;
  type: ListingType;
  data: Record<string, unknown>;
}

/** POST /api/templates */
export function useSaveTemplate(sessionNotice?: SessionNotice) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: async (input: SaveTemplateInput) =>
      apiSend('POST', '/api/templates', input, templateSchema, { sessionNotice }),
    onSettled: refresh,
  });
}

/** PATCH /api/templates/{id}: the favourite star (and renaming). */
export function useUpdateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: string; isFavorite?: boolean; name?: string }) =>
      apiSend('PATCH', `/api/templates/${encodeURIComponent(id)}`, change, templateSchema),
    onSettled: refresh,
  });
}

/** POST /api/templates/{id}/use: counts a use (the list sorts by it). */
export function useCountTemplateUse() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: async (id: string) =>
      apiSend('POST', `/api/templates/${encodeURIComponent(id)}/use`, undefined, templateSchema),
    onSettled: refresh,
  });
}

/** DELETE /api/templates/{id} */
export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/templates/${encodeURIComponent(id)}`, undefined, noContentSchema),
    onSettled: refresh,
  });
}
