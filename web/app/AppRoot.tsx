import { MaintenanceGate } from '@web/features/maintenance';
import { usePublicChanges } from '@web/features/settings';
import { AppErrorBoundary } from './ErrorScreen';
import { AppRoutes } from './routes';

export function AppRoot() {
  usePublicChanges();
  return (
    <AppErrorBoundary>
      <MaintenanceGate>
        <AppRoutes />
      </MaintenanceGate>
    </AppErrorBoundary>
  );
}
