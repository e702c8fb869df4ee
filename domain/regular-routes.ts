// The spec's routes are "text containing an arrow separator": 'Tallinn → Riga', or typed as 'A -> B'.
const ARROW = /\s*(?:→|⟶|➝|➔|⇒|->|=>|—>|–>)\s*/;

/** A route's two ends, or null when the text has no arrow to split at. */
export function splitRoute(route: string): { from: string; to: string } | null {
  const match = ARROW.exec(route);
  if (!match) return null;
  const from = route.slice(0, match.index).trim();
  const to = route.slice(match.index + match[0].length).trim();
  return from && to ? { from, to } : null;
}

/**
 * A route's ends as its owner's form reads them and as they are located (decision 0091): both sides
 * of the arrow, or all of it as the start ('Kogu Eesti', 'Tallinn').
 */
export function routeEnds(route: string): { from: string; to: string } {
  return splitRoute(route) ?? { from: route.trim(), to: '' };
}

/** A company's regular route as its text is stored and shown: 'Tallinn → Riia', or one end alone. */
export function joinRoute(from: string, to: string): string {
  const a = from.trim();
  const b = to.trim();
  return a && b ? `${a} → ${b}` : a || b;
}
