import { parseTemplateData } from '@domain/listing-input';
import { isListingType, type ListingType } from '@domain/plans';
import { dataToDraft, emptyDraft, type ContactPrefill, type ListingDraft } from './listing-draft';

/**
 * The home page's add-listing links (spec §2):
 * - `?openModal=cargo|transport` opens the wizard for that type;
 * - `?template=true&type=cargo|transport&data=<URL-encoded JSON>` opens it prefilled at step 2.
 */
export const OPEN_MODAL_KEY = 'openModal';
const TEMPLATE_KEY = 'template';
const TEMPLATE_TYPE_KEY = 'type';
const TEMPLATE_DATA_KEY = 'data';

export type AddListingRequest =
  | { kind: 'none' }
  | { kind: 'open'; listingType: ListingType }
  | { kind: 'template'; listingType: ListingType; draft: ListingDraft }
  /** `template=true` with a missing type or data that is not a listing's JSON object. */
  | { kind: 'badTemplate' };

/**
 * Reads what the address asks of the add-listing dialog. A template link wins over `openModal`. The data
 * must pass the template schema as a whole: a link with one impossible value is refused rather than
 * half-applied. URLSearchParams has decoded it once; one more decode is tried for links encoded twice.
 */
export function readAddListingRequest(
  params: URLSearchParams,
  contact: ContactPrefill = {},
): AddListingRequest {
  if (params.get(TEMPLATE_KEY) === 'true') {
    const type = params.get(TEMPLATE_TYPE_KEY);
    const raw = params.get(TEMPLATE_DATA_KEY);
    if (!isListingType(type) || raw === null) return { kind: 'badTemplate' };
    const parsed = parseTemplateData(type, parseJson(raw) ?? parseJson(safeDecode(raw)));
    // The profile's contact fills what the template leaves out.
    const draft = parsed && dataToDraft(type, parsed.data, emptyDraft(type, contact));
    return draft ? { kind: 'template', listingType: type, draft } : { kind: 'badTemplate' };
  }
  const open = params.get(OPEN_MODAL_KEY);
  if (open !== null) return isListingType(open) ? { kind: 'open', listingType: open } : { kind: 'none' };
  return { kind: 'none' };
}

/** Whether the address holds any add-listing parameter (they are removed once handled). */
export function hasAddListingParams(params: URLSearchParams): boolean {
  return params.has(OPEN_MODAL_KEY) || params.has(TEMPLATE_KEY);
}

/**
 * Just the add-listing part of an address (the rest is the home page's view), to be read again with
 * `readAddListingRequest` once the visitor has signed in. `type` goes along only with a template.
 */
export function addListingSearch(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const open = params.get(OPEN_MODAL_KEY);
  if (open !== null) out.set(OPEN_MODAL_KEY, open);
  for (const key of [TEMPLATE_KEY, TEMPLATE_TYPE_KEY, TEMPLATE_DATA_KEY]) {
    const value = params.get(key);
    if (params.has(TEMPLATE_KEY) && value !== null) out.set(key, value);
  }
  return out;
}

export function withoutAddListingParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(OPEN_MODAL_KEY);
  if (next.has(TEMPLATE_KEY)) {
    next.delete(TEMPLATE_KEY);
    next.delete(TEMPLATE_DATA_KEY);
    // `type` is shared with the listing deep link (`listing` + `type`); leave it when that is present.
    if (!next.has('listing')) next.delete(TEMPLATE_TYPE_KEY);
  }
  return next;
}

/** `/?template=true&type=…&data=…`, the link a template is used through from outside the wizard. */
export function templateUseUrl(listingType: ListingType, data: unknown): string {
  const params = new URLSearchParams({
    [TEMPLATE_KEY]: 'true',
    [TEMPLATE_TYPE_KEY]: listingType,
    [TEMPLATE_DATA_KEY]: JSON.stringify(data ?? {}),
  });
  return `/?${params.toString()}`;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
