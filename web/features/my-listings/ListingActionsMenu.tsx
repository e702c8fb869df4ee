import {
  BadgeCheck,
  BookmarkPlus,
  CircleCheck,
  Copy,
  EllipsisVertical,
  Pause,
  Pencil,
  Play,
  RotateCcw,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { isLive } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@web/components/ui/dropdown-menu';
import { PremiumOnlyMenuItem } from '@web/features/templates';
import { routeText } from '@web/lib/listing-display';
import { menuActions, type OwnerAction } from './listing-actions';
import type { MyListing } from './types';

const M = ACCOUNT_MESSAGES.myListings;

const ACTION_LABELS: Record<OwnerAction, string> = {
  confirm: M.confirm,
  complete: M.actions.complete,
  reactivate: M.reactivate,
  pause: M.actions.pause,
  resume: M.actions.resume,
  edit: M.actions.edit,
  duplicate: M.actions.duplicate,
  saveTemplate: MESSAGES.templates.saveAsTemplate,
  delete: MESSAGES.generic.delete,
};

const ACTION_ICONS: Record<OwnerAction, LucideIcon> = {
  confirm: BadgeCheck,
  complete: CircleCheck,
  reactivate: RotateCcw,
  pause: Pause,
  resume: Play,
  edit: Pencil,
  duplicate: Copy,
  saveTemplate: BookmarkPlus,
  delete: Trash2,
};

interface ListingActionsMenuProps {
  item: MyListing;
  busy: boolean;
  onAction: (action: OwnerAction) => void;
}

export function ListingActionsMenu({ item, busy, onAction }: ListingActionsMenuProps) {
  const actions = menuActions(item);
  // Reactivating a listing that still runs (in its last day) extends it.
  const labelOf = (action: OwnerAction) =>
    action === 'reactivate' && isLive(item) ? M.extend : ACTION_LABELS[action];
  return (
    <Menu modal={false}>
      <MenuTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          aria-label={fillMessage(M.actionsOf, { route: routeText(item) })}
          disabled={busy}
          className="shrink-0"
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </MenuTrigger>
      <MenuContent>
        {actions.map(({ action, premiumOnly }) => {
          const Icon = ACTION_ICONS[action];
          if (premiumOnly) {
            return (
              <PremiumOnlyMenuItem key={action} label={labelOf(action)} icon={<Icon aria-hidden="true" />} />
            );
          }
          return (
            <Fragment key={action}>
              {action === 'delete' && <MenuSeparator />}
              <MenuItem destructive={action === 'delete'} onSelect={() => onAction(action)}>
                <Icon aria-hidden="true" />
                {labelOf(action)}
              </MenuItem>
            </Fragment>
          );
        })}
      </MenuContent>
    </Menu>
  );
}
