import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { CircleCheck, CircleMinus, CircleX, ExternalLink, Info, ShieldCheck, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import type { AdminVerification } from '@domain/contract/admin-verifications';
import { countryName } from '@domain/countries';
import { formatDate, formatDateTime, formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import {
  VERIFICATION_NOTE_MAX,
  VERIFICATION_STATUSES,
  VIES_LINK,
  type VerificationDecision,
  type VerificationStatus,
} from '@domain/verification';
import { websiteHref, websiteLabel } from '@domain/website';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Select, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact';
import { toast } from '@web/lib/toast';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminCards, listStateOf } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { useLoadErrorToast } from '../use-load-error-toast';
import { AdminSearch } from '../AdminSearch';
import { decisionsFor } from '@domain/verification';
import { useAdminVerifications } from './use-admin-verifications';
import { useDecideVerification } from './use-decide-verification';
import {
  ALL_STATUSES,
  apiStatus,
  noteError,
  readStatusChoice,
  statusParam,
  type StatusChoice,
} from './verification-view';

const FILTERS = ['status'] as const;
const T = ADMIN_MESSAGES.verifications;
const C = ADMIN_MESSAGES.common;
const STATUS_LABELS = ACCOUNT_MESSAGES.verification.status;
const COMPANY = ACCOUNT_MESSAGES.company;
const FIELDS = MESSAGES.listingFields;

const STATUS_TONES: Record<VerificationStatus, BadgeTone> = {
  unverified: 'neutral',
  pending: 'orange',
  verified: 'green',
  rejected: 'red',
};

const link = 'font-medium wrap-anywhere text-brand-700 hover:underline';

/**
 * /admin/verifications: the companies that asked to be verified, the pending ones first (the queue
 * is the default view), each with what it entered beside the evidence, and the decision.
 */
export function AdminVerifications() {
  const view = useAdminListParams(FILTERS);
  const status = readStatusChoice(view.filters.status);
  const verifications = useAdminVerifications(
    adminListQuery({ ...view, filters: { status: apiStatus(status) } }),
  );

  useLoadErrorToast(verifications, T.loadError);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={ADMIN_MESSAGES.nav.verifications} description={T.description} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:w-72">
          <span className="shrink-0">{C.status}</span>
          <Select
            value={status}
            onChange={(event) => view.setFilter('status', statusParam(event.target.value as StatusChoice))}
            aria-label={C.status}
          >
            <option value={ALL_STATUSES}>{T.allStatuses}</option>
            {VERIFICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <AdminSearch
          value={view.q}
          onSearch={view.setQuery}
          label={T.search}
          placeholder={T.searchPlaceholder}
        />
      </div>

      <AdminCards
        label={ADMIN_MESSAGES.nav.verifications}
        rows={verifications.data?.items}
        rowKey={(item) => item.userId}
        rowLabel={companyOf}
        card={(item) => <VerificationCard item={item} />}
        placeholderClassName="h-72"
        errorTitle={T.loadError}
        empty={{ icon: ShieldCheck, title: T.empty, hint: C.changeFilterOrSearch }}
        {...listStateOf(verifications, view.setPage)}
      />
    </div>
  );
}

// A company that asked has a name (the server requires one); the e-mail stands in for an odd row.
const companyOf = (item: AdminVerification) => item.companyName?.trim() || item.email;

function VerificationCard({ item }: { item: AdminVerification }) {
  const name = companyOf(item);
  return (
    <Card className="gap-4 p-4 sm:p-5">
      <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{name}</h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <CompanyDetails item={item} />
        <Evidence item={item} />
      </div>
      {item.note && item.status !== 'pending' && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          {item.status === 'rejected'
            ? fillMessage(ACCOUNT_MESSAGES.verification.note, { note: item.note })
            : `${T.note}: ${item.note}`}
        </p>
      )}
      {decisionsFor(item.status).length > 0 && <Decision item={item} />}
    </Card>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function CompanyDetails({ item }: { item: AdminVerification }) {
  const website = websiteHref(item.website);
  const rows: [string, ReactNode][] = [
    [COMPANY.name, item.companyName],
    [COMPANY.country, item.country && countryName(item.country)],
    [COMPANY.registryCode, item.registryCode],
    [COMPANY.vatNumber, item.vatNumber],
    [ADMIN_MESSAGES.fields.address, item.address],
    [
      FIELDS.website,
      item.website &&
        (website ? (
          <a href={website} target="_blank" rel="noopener noreferrer" className={link}>
            {websiteLabel(website)}
            <span className="sr-only"> {MESSAGES.generic.opensInNewWindow}</span>
          </a>
        ) : (
          item.website
        )),
    ],
    [FIELDS.contactPerson, item.contactPerson],
    [
      FIELDS.phone,
      item.phone && (
        <a href={telHref(item.phone)} className={cn(link, 'break-normal whitespace-nowrap')}>
          {item.phone}
        </a>
      ),
    ],
    [
      FIELDS.email,
      <a key="email" href={mailtoHref(item.email)} className={link}>
        {item.email}
      </a>,
    ],
  ];
  return (
    <Column title={T.entered}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <Badge tone={STATUS_TONES[item.status]} data-verification-status={item.status}>
          {STATUS_LABELS[item.status]}
        </Badge>
        {item.requestedAt && (
          <span>{fillMessage(T.requestedAt, { date: formatDateTime(item.requestedAt) })}</span>
        )}
        {item.decidedAt && <span>{fillMessage(T.decidedAt, { date: formatDateTime(item.decidedAt) })}</span>}
      </p>
      {/* A label above its value on a phone, beside it from 640 px. */}
      <dl className="grid grid-cols-1 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0 sm:col-span-2 sm:grid sm:grid-cols-subgrid">
            <dt className="text-xs text-slate-500 sm:text-sm">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value || '–'}</dd>
          </div>
        ))}
      </dl>
    </Column>
  );
}

type Mark = 'yes' | 'no' | 'none';

const MARKS: Record<Mark, { icon: typeof CircleCheck; className: string }> = {
  yes: { icon: CircleCheck, className: 'text-green-700' },
  no: { icon: CircleX, className: 'text-red-700' },
  none: { icon: CircleMinus, className: 'text-slate-400' },
};

function Check({ mark, icon, children }: { mark: Mark; icon?: typeof CircleCheck; children: ReactNode }) {
  const Icon = icon ?? MARKS[mark].icon;
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', MARKS[mark].className)} />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

function Evidence({ item }: { item: AdminVerification }) {
  const { evidence } = item;
  const vat: Mark = evidence.vatNumberValid === null ? 'none' : evidence.vatNumberValid ? 'yes' : 'no';
  return (
    <Column title={T.evidence}>
      <ul className="flex flex-col gap-2 text-sm text-slate-800">
        <Check mark={evidence.registryCodeValid ? 'yes' : 'no'}>
          {evidence.registryCodeValid ? T.codeValid : T.codeInvalid}
        </Check>
        <Check mark={vat}>
          {vat === 'yes' ? T.vatValid : vat === 'no' ? ACCOUNT_MESSAGES.profile.invalidVatNumber : T.noVat}
        </Check>
        {evidence.emailMatchesWebsite !== null && (
          <Check mark={evidence.emailMatchesWebsite ? 'yes' : 'no'}>
            {T.websiteDomain}: {evidence.emailMatchesWebsite ? C.yes : C.no}
          </Check>
        )}
        <Check mark="none" icon={UserRound}>
          {fillMessage(T.account, {
            date: formatDate(evidence.accountCreatedAt),
            listings: formatNumber(evidence.listings),
          })}
        </Check>
        {evidence.registerUrl ? (
          <Check mark="none" icon={ExternalLink}>
            <ExternalAnchor href={evidence.registerUrl}>{T.openRegister}</ExternalAnchor>
          </Check>
        ) : (
          <Check mark="none" icon={Info}>
            {T.noRegisterLink}
          </Check>
        )}
        {item.vatNumber && (
          <Check mark="none" icon={ExternalLink}>
            <ExternalAnchor href={VIES_LINK}>{T.openVies}</ExternalAnchor>
          </Check>
        )}
      </ul>
    </Column>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 hover:underline"
    >
      {children}
      <span className="sr-only"> {MESSAGES.generic.opensInNewWindow}</span>
    </a>
  );
}

function Decision({ item }: { item: AdminVerification }) {
  const decide = useDecideVerification();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decisions = decisionsFor(item.status);

  const send = (decision: VerificationDecision) => {
    const problem = noteError(decision, note);
    setError(problem);
    if (problem) return;
    decide.mutate(
      { userId: item.userId, decision, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(decision === 'verified' ? T.approved : T.rejectedToast);
          setNote('');
        },
        // The note stays in the field: the admin may send it again, or copy it.
        onError: (failure) => {
          console.error(T.decideError, failure);
          if (failure instanceof ApiError && failure.status === 401) return;
          toast.error(T.decideError, {
            description: failure instanceof ApiError ? failure.message : undefined,
          });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <FormField label={T.note} error={error}>
        {({ inputId, describedBy, invalid }) => (
          <Textarea
            id={inputId}
            rows={3}
            maxLength={VERIFICATION_NOTE_MAX}
            placeholder={T.notePlaceholder}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {decisions.includes('rejected') && (
          <Button
            variant="outline"
            wrap
            disabled={decide.isPending}
            onClick={() => send('rejected')}
            className="text-red-700 hover:border-red-300 hover:bg-red-50"
          >
            <CircleX aria-hidden="true" />
            {T.reject}
          </Button>
        )}
        {decisions.includes('verified') && (
          <Button wrap disabled={decide.isPending} onClick={() => send('verified')}>
            <CircleCheck aria-hidden="true" />
            {T.approve}
          </Button>
        )}
      </div>
    </div>
  );
}
