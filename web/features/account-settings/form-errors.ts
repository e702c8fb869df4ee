/**
 * Where a validation message goes in the company and alert forms: under the field it is about, whether
 * the browser found it (the API's schema, run by the resolver) or the server did (a 400's `field`).
 */

/**
 * The form field a server's `field` names: 'regularRoutes.0.route' is that row's route box, while
 * 'transportTypes.3' (one chip of a list) is the list's field as a whole. Null when the form has no
 * such field, so the message is shown in the toast alone.
 */
export function formFieldOf(serverField: string | undefined, draft: object): string | null {
  if (!serverField) return null;
  const path: string[] = [];
  let value: unknown = draft;
  for (const segment of serverField.split('.')) {
    // A list of texts is one field; its items are not fields of their own.
    if (Array.isArray(value) && !value.some((item) => typeof item === 'object' && item !== null)) break;
    if (typeof value !== 'object' || value === null || !(segment in value)) break;
    path.push(segment);
    value = (value as Record<string, unknown>)[segment];
  }
  return path.length > 0 ? path.join('.') : null;
}

/**
 * The message of a field's error: react-hook-form keeps a list's error either on the list itself or on
 * the item at fault (`transportTypes.3`: too long), so the first message found is the field's.
 */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'message') continue;
    const found = errorMessage(nested);
    if (found) return found;
  }
  return undefined;
}
