import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReportsPageSchema,
  reportDecisionSchema,
  suspensionSchema,
  type AdminReportGroup,
  type ReportDecisionBody,
} from '@domain/contract/reports';
import { apiSend, apiGet } from '@web/lib/api';
import { LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/reports, a page at a time (the page keeps the last answer while the next loads). */
export function useAdminReports(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'reports', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/reports?${query}`, adminReportsPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}

export type ModerationAction = 'dismiss' | 'hide' | 'delete' | 'suspend' | 'unsuspend';

const decide = (group: AdminReportGroup, body: ReportDecisionBody) =>
  apiSend('PATCH', `/api/admin/reports/${encodeURIComponent(group.reportId)}`, body, reportDecisionSchema);

const suspend = (group: AdminReportGroup, suspended: boolean) =>
  apiSend(
    'PUT',
    `/api/admin/users/${encodeURIComponent(group.owner.id)}/suspension`,
    { suspended },
    suspensionSchema,
  );

/**
 * One decision on a reported target: dismiss (closes its reports, shows it again), hide (resolves
 * them, keeps it hidden), delete the listing (resolved, hidden and deleted in one decision, so its
 * owner and the reporters are mailed that it was removed), or suspend (or lift) its owner. The queue and the feeds are fetched again.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      group,
      action,
      note = '',
    }: {
      group: AdminReportGroup;
      action: ModerationAction;
      /** The moderator's note to the owner (a decision's, not a suspension's). */
      note?: string;
    }) => {
      switch (action) {
        case 'dismiss':
          return decide(group, { status: 'dismissed', hide: false, note });
        case 'hide':
          return decide(group, { status: 'resolved', hide: true, note });
        case 'delete':
          return decide(group, { status: 'resolved', hide: true, deleteListing: true, note });
        case 'suspend':
        case 'unsuspend':
          return suspend(group, action === 'suspend');
      }
    },
    onSettled: () =>
      Promise.all(
        [ADMIN_QUERY_ROOT, LISTINGS_QUERY_ROOT].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
