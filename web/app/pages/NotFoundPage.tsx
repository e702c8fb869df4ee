import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { PAGE_LOCALE } from '@domain/page-locale';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';

// The server answers such an address with 404 and this page already in its HTML (404.html, built by
// scripts/vite/prerender-shell.ts), so a visitor, a crawler and a page without scripts see the same.
export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFound.pageNotFound);
  return (
    <PageContainer className="flex flex-col items-center gap-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-brand-700">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{MESSAGES.notFound.pageNotFound}</h1>
      <p className="text-slate-700">{MESSAGES.notFound.description}</p>
      {/* The spec's own words, after the Estonian ones: English in the Estonian catalogue, the page's
          own language in the others. */}
      <p lang={PAGE_LOCALE === 'et' ? 'en' : undefined} className="text-sm text-slate-500">
        {MESSAGES.notFound.title}
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {MESSAGES.notFound.backHome}
        </Link>
      </Button>
    </PageContainer>
  );
}
