import { Outlet } from 'react-router';
import { MaintenanceGate } from '@web/features/maintenance/MaintenanceGate';
import { AppErrorBoundary } from './ErrorScreen';

export function AppRoot() {
  return (
    <AppErrorBoundary>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </AppErrorBoundary>
  );
}
