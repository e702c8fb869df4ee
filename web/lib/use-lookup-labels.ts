import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReferenceAnswer } from '@domain/contract/reference';
import { PAGE_LOCALE } from '@domain/page-locale';
import { LOOKUP_FIELDS } from '@domain/reference';
import { lookupLabel, storedText, type LabelOf, type LookupList } from './listing-display';
import { referenceQuery } from './reference-query';

type LabelIndex = Record<LookupList, ReadonlyMap<string, string>>;

// A listing keeps the value as it was chosen; a value typed in another case still finds its label.
const fold = (value: string) => value.trim().toLocaleLowerCase('et');

function indexLabels(answer: ReferenceAnswer): LabelIndex {
  const index = {} as Record<LookupList, Map<string, string>>;
  for (const list of Object.values(LOOKUP_FIELDS)) {
    index[list] = new Map(answer[list].map(({ value, label }) => [fold(value), label.trim() || value]));
  }
  return index;
}

/**
 * The labels of the lookup values in the page's language (GET /api/reference answers each value's
 * `label` beside its stored `value`), for the lists' cells, cards and details. Until the answer is
 * there, and on an Estonian page, where a label is the stored value, a value reads as stored.
 * Call it once per list and hand the function down: it reads one shared query.
 */
export function useLookupLabels(): LabelOf {
  const { data } = useQuery({ ...referenceQuery, select: indexLabels, enabled: PAGE_LOCALE !== 'et' });
  return useMemo<LabelOf>(
    () =>
      data
        ? (list, value) => (value ? data[list].get(fold(value)) : undefined) ?? lookupLabel(value)
        : storedText,
    [data],
  );
}
