import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Place } from '@domain/contract/places';
import { PlaceCombobox } from './PlaceCombobox';
import { rememberPlace } from '@web/lib/places-query';

export type PickedPlace = Pick<Place, 'id' | 'name' | 'country'>;

/**
 * A field whose value is a place of the gazetteer or none (a filter's point, a company's base, an
 * alert's point): what is typed only searches, a pick sets the value, emptying the field clears it,
 * and leaving it without a pick shows the chosen place again.
 */
export function PlacePick({
  id,
  place,
  onChange,
  density,
  describedBy,
  invalid,
}: {
  id: string;
  place: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  density?: 'compact';
  describedBy?: string;
  invalid?: boolean;
}) {
  const queryClient = useQueryClient();
  // What is typed over the chosen place; null shows the place's name.
  const [typed, setTyped] = useState<string | null>(null);
  // Another place chosen, or the value cleared elsewhere (clear all, a chip, a reset form).
  useEffect(() => setTyped(null), [place?.id]);
  return (
    <PlaceCombobox
      id={id}
      density={density}
      describedBy={describedBy}
      invalid={invalid}
      value={typed ?? place?.name ?? ''}
      picked={typed === null ? place : null}
      onType={(text) => {
        setTyped(text);
        if (text.trim() === '' && place) onChange(null);
      }}
      onPick={(picked) => {
        rememberPlace(queryClient, picked);
        setTyped(null);
        onChange({ id: picked.id, name: picked.name, country: picked.country });
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
