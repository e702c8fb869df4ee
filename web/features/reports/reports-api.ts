import type { QueryClient } from '@tanstack/react-query';
import { reportSchema, type ReportBody } from '@domain/contract/reports';
import { apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';

/**
 * POST /api/reports (domain/contract/reports.ts). A report may hide the target (the third user's),
 * so the feeds and the directory are fetched again once it is sent.
 */
export async function sendReport(queryClient: QueryClient, body: ReportBody) {
  const report = await apiSend('POST', '/api/reports', body, reportSchema);
  void Promise.all(
    [LISTINGS_QUERY_ROOT, COMPANIES_QUERY_ROOT].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  );
  return report;
}
