import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { ReceiptText } from 'lucide-react';
import { RECENT_TRANSACTIONS, type AdminTransaction } from '@domain/contract/admin-pricing';
import { formatDateTime, formatMoney } from '@domain/format';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { AdminList, type AdminColumn } from '../AdminList';

const KIND_LABELS: Record<AdminTransaction['kind'], string> = {
  contact_unlock: 'Kontakti avamine',
  subscription: 'Premium-tellimus',
};

const STATUS_BADGES: Record<AdminTransaction['status'], { label: string; tone: BadgeTone }> = {
  completed: { label: 'Makstud', tone: 'green' },
  refunded: { label: 'Tagastatud', tone: 'neutral' },
  failed: { label: 'Ebaõnnestunud', tone: 'red' },
  pending: { label: 'Ootel', tone: 'orange' },
};

const COLUMNS: AdminColumn<AdminTransaction>[] = [
  { header: 'Aeg', cell: (row) => formatDateTime(row.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'Kasutaja',
    cell: (row) => row.email ?? 'kustutatud kasutaja',
    className: 'break-all',
    hideOnCard: true,
  },
  {
    header: 'Summa',
    cell: (row) => <span className="tabular-nums">{formatMoney(row.amount)}</span>,
    className: 'whitespace-nowrap',
  },
  { header: 'Tüüp', cell: (row) => KIND_LABELS[row.kind] },
  {
    header: 'Olek',
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={STATUS_BADGES[row.status].tone}>{STATUS_BADGES[row.status].label}</Badge>
        {row.duplicate && row.status === 'completed' && (
          <Badge tone="orange" title="Makstud juurdepääsu eest, mis ostjal juba oli">
            Tagastada
          </Badge>
        )}
      </span>
    ),
  },
];

interface TransactionHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transactions: readonly AdminTransaction[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** The latest payments, newest first (the spec: ten). */
export function TransactionHistoryDialog({
  open,
  onOpenChange,
  transactions,
  loading,
  error,
  onRetry,
  retrying,
}: TransactionHistoryDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Tehingute ajalugu"
      description={`${RECENT_TRANSACTIONS} viimast makset, uuemad eespool.`}
    >
      <AdminList
        label="Viimased tehingud"
        rows={transactions}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        cardTitle={(row) => <span className="break-all">{row.email ?? 'kustutatud kasutaja'}</span>}
        loading={loading}
        error={error}
        errorTitle={ADMIN_MESSAGES.pricingLoadError}
        onRetry={onRetry}
        retrying={retrying}
        empty={{ icon: ReceiptText, title: 'Tehinguid veel ei ole' }}
      />
    </DialogFrame>
  );
}
