import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { ExternalLink, FileDown, FileText } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { formatDate, formatMoney } from '@domain/format';
import { vatNote } from '@domain/vat';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { cn } from '@web/lib/cn';
import { useInvoices } from './use-billing';

type InvoiceStatus = keyof typeof ACCOUNT_MESSAGES.invoices.status;

const I = ACCOUNT_MESSAGES.invoices;
const KIND_LABEL = { contact: I.kind.contact, subscription: MESSAGES.generic.premium } as const;

/** The spec's status words; any other state the provider has is shown as it is. */
function statusLabel(status: string): string {
  return ACCOUNT_MESSAGES.invoices.status[status as InvoiceStatus] ?? status;
}

const STATUS_TONE: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  void: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const link =
  'inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The user's receipts, newest first: a table on a desktop, one card each on a phone. */
export function InvoiceList() {
  const invoices = useInvoices();

  if (invoices.isPending) {
    return (
      <div role="status" aria-label={I.loading} className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <ErrorState
        title={ACCOUNT_MESSAGES.invoices.loadError}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  const items = invoices.data.items;
  if (items.length === 0) {
    return <EmptyState icon={FileText} title={ACCOUNT_MESSAGES.invoices.empty} hint={I.emptyHint} />;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200" data-invoices>
      {items.map((invoice) => (
        <li
          key={invoice.id}
          data-invoice={invoice.number ?? invoice.id}
          data-invoice-kind={invoice.kind}
          className="grid gap-2 p-4 text-sm md:grid-cols-[6rem_6.5rem_minmax(0,1fr)_7.5rem_6rem_auto] md:items-center md:gap-3"
        >
          <span className="text-slate-600 tabular-nums">{formatDate(invoice.date)}</span>
          <span className="font-medium text-slate-900">{invoice.number ?? '–'}</span>
          <span className="flex flex-col text-slate-800">
            <span className="text-xs font-medium text-slate-500">{KIND_LABEL[invoice.kind]}</span>
            {invoice.description}
          </span>
          <span className="flex flex-col tabular-nums md:items-end">
            <span className="font-semibold text-slate-900">{formatMoney(invoice.amount)}</span>
            <span className="text-xs text-slate-600" data-invoice-vat>
              {vatNote(invoice.vatRate)}: {formatMoney(invoice.vatAmount)}
            </span>
          </span>
          <span>
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                STATUS_TONE[invoice.status] ?? STATUS_TONE.void,
              )}
            >
              {statusLabel(invoice.status)}
            </span>
          </span>
          <span className="flex flex-wrap gap-4">
            {invoice.hostedUrl && (
              <a className={link} href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                {I.open}
              </a>
            )}
            {invoice.pdfUrl && (
              <a className={link} href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                <FileDown aria-hidden="true" className="size-4" />
                {I.download}
              </a>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
