import { MESSAGES } from '@domain/messages';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** A settings form while its data loads: the card, a title, and rows of fields. */
export function SettingsFormSkeleton({ fields = 6 }: { fields?: number }) {
  return (
    <Card role="status" aria-busy="true" aria-label={MESSAGES.generic.loading}>
      <CardHeader>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-1 h-4 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
