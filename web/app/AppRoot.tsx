import { MaintenanceGate } from '@web/features/maintenance';
import { AppErrorBoundary } from './ErrorScreen';
import { AppRoutes } from './routes';

export function AppRoot() {
  return (
    <AppErrorBoundary>
      <MaintenanceGate>
        <AppRoutes />
      </MaintenanceGate>
    </AppErrorBoundary>
  );
}
