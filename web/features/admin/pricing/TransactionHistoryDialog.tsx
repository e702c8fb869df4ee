import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { ReceiptText } from 'lucide-react';
import { countMessage } from '@domain/catalogue';
import { RECENT_TRANSACTIONS, type AdminTransaction } from '@domain/contract/admin-pricing';
import { formatDateTime, formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { AdminList, type AdminColumn } from '../AdminList';

const T = ADMIN_MESSAGES.pricing;
const C = ADMIN_MESSAGES.common;

const KIND_LABELS: Record<AdminTransaction['kind'], string> = T.kinds;

const STATUS_BADGES: Record<AdminTransaction['status'], { label: string; tone: BadgeTone }> = {
  completed: { label: C.paid, tone: 'green' },
  refunded: { label: T.refunded, tone: 'neutral' },
  failed: { label: T.failed, tone: 'red' },
  pending: { label: C.pending, tone: 'orange' },
};

const COLUMNS: AdminColumn<AdminTransaction>[] = [
  { header: C.time, cell: (row) => formatDateTime(row.createdAt), className: 'whitespace-nowrap' },
  {
    header: C.user,
    cell: (row) => row.email ?? C.deletedUser,
    className: 'break-all',
    hideOnCard: true,
  },
  {
    header: C.amount,
    cell: (row) => <span className="tabular-nums">{formatMoney(row.amount)}</span>,
    className: 'whitespace-nowrap',
  },
  { header: MESSAGES.wizard.summaryType, cell: (row) => KIND_LABELS[row.kind] },
  {
    header: C.status,
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <Badge tone={STATUS_BADGES[row.status].tone}>{STATUS_BADGES[row.status].label}</Badge>
        {row.duplicate && row.status === 'completed' && (
          <Badge tone="orange" title={T.duplicateHint}>
            {T.refund}
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
      title={T.history}
      description={countMessage(T.recent, RECENT_TRANSACTIONS)}
    >
      <AdminList
        label={T.latest}
        rows={transactions}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        cardTitle={(row) => <span className="break-all">{row.email ?? C.deletedUser}</span>}
        loading={loading}
        error={error}
        errorTitle={ADMIN_MESSAGES.pricingLoadError}
        onRetry={onRetry}
        retrying={retrying}
        empty={{ icon: ReceiptText, title: T.noTransactions }}
      />
    </DialogFrame>
  );
}
