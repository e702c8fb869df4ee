import { Package, Truck } from 'lucide-react';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { matchTexts } from './match-texts';

/** "Sobivad koormad" on a truck, "Sobivad veokid" on a load: opens the listing's matches. */
export function MatchesButton({
  type,
  disabled,
  onClick,
}: {
  type: ListingType;
  disabled?: boolean;
  onClick: () => void;
}) {
  const Icon = type === 'transport' ? Package : Truck;
  return (
    <Button size="sm" variant="outline" aria-haspopup="dialog" disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" />
      {matchTexts(type).label}
    </Button>
  );
}
