import { Outlet } from 'react-router';
import { MaintenanceGate } from '@web/features/maintenance';
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
