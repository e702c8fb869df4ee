import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Package, ShieldCheck, ShieldOff, Sparkles, Trash2, Truck, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import {
  ADMIN_USER_PLAN_FILTERS,
  ADMIN_USER_ROLE_FILTERS,
  type AdminUser,
} from '@domain/contract/admin-users';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { pageCount } from '@domain/pagination';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DisabledWithReason } from '@web/components/ui/disabled-with-reason';
import { Select } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useIsMobile } from '@web/lib/use-media-query';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminList, listStateOf, type AdminColumn } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminSearch } from '../AdminSearch';
import { richMessage } from '../rich-text';
import { useAdminUsers } from './use-admin-users';
import { useDeleteUser } from './use-delete-user';
import { useLiftSuspension } from './use-lift-suspension';
import { useSetAdminRole } from './use-set-admin-role';
import {
  PLAN_FILTER_LABELS,
  planLabel,
  planTone,
  planUntil,
  readPlanFilter,
  readRoleFilter,
  ROLE_FILTER_LABELS,
  roleLabel,
} from './user-text';

// The subscription dialog (and its calendar) loads when it is first opened.
const SubscriptionDialog = lazy(() =>
  import('./SubscriptionDialog').then((m) => ({ default: m.SubscriptionDialog })),
);

const FILTERS = ['role', 'plan'] as const;

const T = ADMIN_MESSAGES.users;

const listingCount = (user: AdminUser) =>
  fillMessage(T.listingCounts, {
    cargo: countMessage(T.cargoListings, user.cargoCount),
    transport: countMessage(T.transportListings, user.transportCount),
  });

const COLUMNS: AdminColumn<AdminUser>[] = [
  {
    header: ADMIN_MESSAGES.common.user,
    cell: (user) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="break-all">{user.email}</span>
        {user.isSelf && <Badge tone="brand">{T.you}</Badge>}
        {user.suspended && <Badge tone="red">{ADMIN_MESSAGES.reports.suspended}</Badge>}
      </span>
    ),
    className: 'max-w-64',
    hideOnCard: true,
  },
  {
    header: MESSAGES.companies.contact,
    cell: (user) =>
      user.contactPerson || user.companyName ? (
        <>
          {user.contactPerson && <div>{user.contactPerson}</div>}
          {user.companyName && <div className="text-slate-600">{user.companyName}</div>}
        </>
      ) : (
        <span className="text-slate-400">–</span>
      ),
    className: 'max-w-56 break-words',
  },
  {
    header: ADMIN_MESSAGES.fields.role,
    cell: (user) => <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabel(user.role)}</Badge>,
  },
  {
    header: ADMIN_MESSAGES.fields.tier,
    cell: (user) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={planTone(user.subscription)}>{planLabel(user.subscription)}</Badge>
        {user.subscription.end && (
          <span className="text-xs text-slate-600">{planUntil(user.subscription)}</span>
        )}
      </span>
    ),
  },
  {
    header: ADMIN_MESSAGES.common.listings,
    cell: (user) => (
      <span className="flex flex-col gap-0.5 whitespace-nowrap tabular-nums">
        <span className="inline-flex items-center gap-1.5" title={MESSAGES.myListings.cargoTab}>
          <Package aria-hidden="true" className="size-3.5 text-slate-500" />
          {fillMessage(T.cargoCount, { count: user.cargoCount })}
        </span>
        <span className="inline-flex items-center gap-1.5" title={MESSAGES.myListings.transportTab}>
          <Truck aria-hidden="true" className="size-3.5 text-slate-500" />
          {fillMessage(T.transportCount, { count: user.transportCount })}
        </span>
      </span>
    ),
  },
  { header: T.joined, cell: (user) => formatDate(user.createdAt), className: 'whitespace-nowrap' },
];

/** /admin/users: every account, searched and filtered, with the admin toggle, the plan and deletion. */
export function AdminUsers() {
  const view = useAdminListParams(FILTERS);
  const role = readRoleFilter(view.filters.role);
  const plan = readPlanFilter(view.filters.plan);
  const users = useAdminUsers(
    adminListQuery({
      ...view,
      filters: { role: role === 'all' ? '' : role, plan: plan === 'all' ? '' : plan },
    }),
  );
  const data = users.data;
  const mobile = useIsMobile();

  const [roleTarget, setRoleTarget] = useState<AdminUser | null>(null);
  const [planTarget, setPlanTarget] = useState<AdminUser | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);
  const planDialogMounted = useOpenedOnce(planTarget !== null);
  const setRole = useSetAdminRole();
  const remove = useDeleteUser();
  const liftSuspension = useLiftSuspension();

  // The last user of the last page was deleted (or filtered away): show the page before it.
  const { setPage } = view;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && data.page > 1) {
      setPage(Math.max(1, pageCount(data.total, data.pageSize)));
    }
  }, [data, setPage]);

  const confirmRole = () => {
    if (!roleTarget) return;
    const admin = roleTarget.role !== 'admin';
    setRole.mutate(
      { id: roleTarget.id, admin },
      {
        onSuccess: (updated) => {
          toast.success(ADMIN_MESSAGES.roleUpdated(updated.role));
          setRoleTarget(null);
        },
        onError: (error) => {
          console.error('Changing the role failed', error);
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(ADMIN_MESSAGES.updateRoleError, {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    remove.mutate(
      { id: deleteTarget.id },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.userDeleted);
          setDeleteTarget(null);
        },
        onError: (error) => {
          console.error('Deleting the user failed', error);
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(ADMIN_MESSAGES.deleteUserError, {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  };

  // Suspending is the reports queue's; lifting it is here too (decision 0082).
  const lift = (user: AdminUser) =>
    liftSuspension.mutate(
      { id: user.id },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.reports.unsuspendedDone),
        onError: (error) => {
          console.error('Lifting the suspension failed', error);
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(ADMIN_MESSAGES.reports.decideError, {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );

  const actions = (user: AdminUser) => {
    const admin = user.role === 'admin';
    const act = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
      <Button
        variant="outline"
        size={mobile ? 'sm' : 'icon'}
        aria-label={mobile ? undefined : label}
        title={mobile ? undefined : label}
        onClick={onClick}
        className={danger ? 'text-red-700 hover:border-red-300 hover:bg-red-50' : undefined}
      >
        {icon}
        {mobile && label}
      </Button>
    );
    return (
      <>
        {!user.isSelf &&
          act(
            admin ? T.removeAdmin : T.makeAdmin,
            admin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />,
            () => setRoleTarget(user),
          )}
        {user.isSelf ? (
          // The server refuses an admin's own plan (409 OWN_SUBSCRIPTION): there, with the reason.
          <DisabledWithReason label={T.subscription} reason={ADMIN_MESSAGES.cannotChangeOwnPlan}>
            <Button variant="outline" size={mobile ? 'sm' : 'icon'} disabled aria-hidden="true" tabIndex={-1}>
              <Sparkles aria-hidden="true" />
              {mobile && T.subscription}
            </Button>
          </DisabledWithReason>
        ) : (
          act(T.subscription, <Sparkles aria-hidden="true" />, () => setPlanTarget(user))
        )}
        {user.suspended &&
          act(ADMIN_MESSAGES.reports.unsuspend, <UserCheck aria-hidden="true" />, () => lift(user))}
        {!user.isSelf &&
          act(MESSAGES.generic.delete, <Trash2 aria-hidden="true" />, () => setDeleteTarget(user), true)}
      </>
    );
  };

  const filtered = view.q !== '' || role !== 'all' || plan !== 'all';

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={ADMIN_MESSAGES.common.users} description={T.description} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <AdminSearch
          value={view.q}
          onSearch={view.setQuery}
          label={T.search}
          placeholder={T.searchPlaceholder}
        />
        <div className="grid grid-cols-2 gap-3 md:flex">
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium text-slate-800 md:w-56">
            {ADMIN_MESSAGES.fields.role}
            <Select
              value={role === 'all' ? '' : role}
              onChange={(event) => view.setFilter('role', event.target.value)}
            >
              {ADMIN_USER_ROLE_FILTERS.map((value) => (
                <option key={value} value={value === 'all' ? '' : value}>
                  {ROLE_FILTER_LABELS[value]}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium text-slate-800 md:w-56">
            {ADMIN_MESSAGES.fields.tier}
            <Select
              value={plan === 'all' ? '' : plan}
              onChange={(event) => view.setFilter('plan', event.target.value)}
            >
              {ADMIN_USER_PLAN_FILTERS.map((value) => (
                <option key={value} value={value === 'all' ? '' : value}>
                  {PLAN_FILTER_LABELS[value]}
                </option>
              ))}
            </Select>
          </label>
        </div>
      </div>
      <AdminList
        label={ADMIN_MESSAGES.common.users}
        rows={data?.items}
        rowKey={(user) => user.id}
        columns={COLUMNS}
        cardTitle={(user) => (
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="break-all">{user.email}</span>
            {user.isSelf && <Badge tone="brand">{T.you}</Badge>}
            {user.suspended && <Badge tone="red">{ADMIN_MESSAGES.reports.suspended}</Badge>}
          </span>
        )}
        actions={actions}
        {...listStateOf(users, view.setPage)}
        errorTitle={ADMIN_MESSAGES.fetchUsersError}
        empty={{
          icon: Users,
          title: filtered ? T.noneFound : T.none,
          hint: filtered ? T.emptyHint : undefined,
        }}
      />

      <ConfirmDialog
        open={roleTarget !== null}
        onOpenChange={(open) => !open && setRoleTarget(null)}
        title={roleTarget?.role === 'admin' ? T.removeRightsTitle : T.grantRightsTitle}
        description={fillMessage(roleTarget?.role === 'admin' ? T.removeRightsText : T.grantRightsText, {
          email: roleTarget?.email ?? '',
        })}
        confirmLabel={roleTarget?.role === 'admin' ? T.removeRights : T.makeAdmin}
        destructive={roleTarget?.role === 'admin'}
        pending={setRole.isPending}
        onConfirm={confirmRole}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title={T.deleteTitle}
        description={
          deleteTarget &&
          richMessage(T.deleteText, {
            email: <strong className="font-semibold break-words">{deleteTarget.email}</strong>,
            listings: listingCount(deleteTarget),
          })
        }
        confirmLabel={T.deleteConfirm}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      {planDialogMounted && (
        <Suspense fallback={null}>
          <SubscriptionDialog user={planTarget} onClose={() => setPlanTarget(null)} />
        </Suspense>
      )}
    </div>
  );
}
