import { ChartNoAxesColumn } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AdminLayout, MaintenanceOverviewCard } from '@web/features/admin';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Ülevaade');
  return (
    <AdminLayout>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Ülevaade</h1>
          <p className="text-slate-600">Platvormi olek ühe pilguga.</p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader className="flex-row items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ChartNoAxesColumn aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-1.5">
                <CardTitle>Statistika</CardTitle>
                <CardDescription>Kasutajad, kuulutused, tagasiside ja viimased tegevused</CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-slate-700">
                Ülevaate numbrid ja tegevuslogi lisanduvad koos ülejäänud halduslehtedega (kasutajad,
                kuulutused, krediidid, hinnakirjad, muutujad ja tugi).
              </p>
            </CardContent>
          </Card>
          <MaintenanceOverviewCard />
        </div>
      </div>
    </AdminLayout>
  );
}
