import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageContainer } from '@web/app/layout/PageContainer';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Parooli lähtestamine');
  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-start gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Parooli lähtestamine
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-slate-700">
            Parooli lähtestamine tuleb kasutusele koos sisselogimisega. Siis saad e-kirjas saadetud lingi
            kaudu siin endale uue parooli määrata.
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to="/">Tagasi avalehele</Link>
          </Button>
        </CardFooter>
      </Card>
    </PageContainer>
  );
}
