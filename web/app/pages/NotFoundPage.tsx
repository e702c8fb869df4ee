import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFound.pageNotFound);
  return (
    <PageContainer className="flex flex-col items-center gap-4 py-20 text-center sm:py-28">
      <h1 className="text-6xl font-bold tracking-tight text-brand-700">404</h1>
      <p className="text-xl text-slate-800">{MESSAGES.notFound.title}</p>
      <p className="text-slate-600">Otsitud lehte ei ole olemas või on see teisaldatud.</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {MESSAGES.notFound.backHome}
        </Link>
      </Button>
    </PageContainer>
  );
}
