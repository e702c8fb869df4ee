import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MaintenanceChange } from '@domain/contract/admin';
import { useAuth } from '@web/features/auth';
import { publicSettingsQuery } from '@web/features/settings';
import { ApiError } from '@web/lib/api';
import { adminMaintenanceQuery, updateMaintenance } from './maintenance-settings';

// A 403 means the admin rights were taken away while the page was open: asking the session again lets
// the admin guard send the user out. (A 401 reaches the session layer by itself.)
function lostAdminRights(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function useAdminMaintenance() {
  const { refresh } = useAuth();
  const query = useQuery(adminMaintenanceQuery);
  const forbidden = lostAdminRights(query.error);
  useEffect(() => {
    if (forbidden) void refresh().catch(() => {});
  }, [forbidden, refresh]);
  return query;
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (change: MaintenanceChange) => updateMaintenance(change),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminMaintenanceQuery.queryKey, settings);
    },
    onError: (error) => {
      if (lostAdminRights(error)) void refresh().catch(() => {});
      // A lost answer may hide a change the server did apply: ask again rather than trust the old state.
      void queryClient.invalidateQueries({ queryKey: adminMaintenanceQuery.queryKey });
    },
    // The maintenance gate in this tab must show what visitors now see.
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicSettingsQuery.queryKey }),
  });
}
