import { FileText, LogIn, Package, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageContainer } from '@web/app/layout/PageContainer';
import { useAuth } from '@web/features/auth/auth-context';
import { useAuthDialog } from '@web/features/auth/auth-dialog-context';
import { PageSkeleton } from '@web/features/auth/guards';
import { templateUseUrl } from '@web/features/listings/template-url';
import { MyListings } from '@web/features/my-listings/MyListings';
import { TemplateButton } from '@web/features/templates/PremiumGate';
import { TemplatesDialog } from '@web/features/templates/TemplatesDialog';
import { usePremiumAccess } from '@web/features/templates/use-premium-access';
import { useDocumentTitle } from '@web/lib/use-document-title';

// Not behind RequireAuth: the spec has visitors see a sign-in prompt here rather than a redirect.
export function MyListingsPage() {
  useDocumentTitle('Minu kuulutused');
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  if (status === 'loading') return <PageSkeleton />;

  if (status === 'signedOut') {
    return (
      <PageContainer className="flex justify-center py-16">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LogIn aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.myListings.signInRequired}</h1>
            <p className="text-slate-700">Oma kuulutuste nägemiseks ja haldamiseks logi sisse.</p>
            <Button size="lg" className="mt-2 w-full" onClick={() => openAuthDialog('signin')}>
              Logi sisse
            </Button>
          </CardContent>
        </Card>
      </PageContainer>
    );
  }

  return <SignedInView />;
}

function SignedInView() {
  const access = usePremiumAccess();
  const navigate = useNavigate();
  const [templatesOpen, setTemplatesOpen] = useState(false);

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Minu kuulutused</h1>
          <p className="text-slate-700">Siin näed oma lisatud kaupade ja vaba transpordi kuulutusi.</p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-end">
          <Button asChild className="px-3">
            <Link to="/?openModal=cargo">
              <Package aria-hidden="true" />
              Lisa kaup
            </Link>
          </Button>
          <Button asChild variant="outline" className="px-3">
            <Link to="/?openModal=transport">
              <Truck aria-hidden="true" />
              Lisa transport
            </Link>
          </Button>
          <TemplateButton
            access={access}
            label="Minu mallid"
            icon={<FileText aria-hidden="true" />}
            className="col-span-2"
            onClick={() => setTemplatesOpen(true)}
          />
        </div>
      </div>
      <MyListings access={access} />
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        // The spec: using a template from here opens the add-listing dialog on the home page, filled in.
        onUse={(template) => void navigate(templateUseUrl(template.type, template.data))}
      />
    </PageContainer>
  );
}
