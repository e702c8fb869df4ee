import { sql } from 'drizzle-orm';
import { routeEnds } from '@domain/regular-routes';
import { queryRows, type Db } from '../../db/client';
import type { RegularRoute } from '../../db/schema/index';
import { locateNames, type KeptPlace } from '../places/locate';

/** The ends of a route that were typed, not picked: the text of each end that has no place id. */
function typedEnds(route: RegularRoute): string[] {
  const { from, to } = routeEnds(route.route);
  return [route.originPlaceId ? '' : from, route.destinationPlaceId ? '' : to].filter(Boolean);
}

/** The route with each typed end that `located` names given its place; the same route when none is. */
function withPlaces(route: RegularRoute, located: ReadonlyMap<string, KeptPlace>): RegularRoute {
  const { from, to } = routeEnds(route.route);
  const origin = route.originPlaceId ? undefined : located.get(from);
  const destination = route.destinationPlaceId ? undefined : located.get(to);
  if (!origin && !destination) return route;
  return {
    ...route,
    ...(origin ? { originPlaceId: origin.placeId } : {}),
    ...(destination ? { destinationPlaceId: destination.placeId } : {}),
  };
}

/**
 * A company's routes with their typed ends located (decision 0091): an end typed without picking a
 * place ("Riga") gets the place it names unambiguously in the whole gazetteer (`locateNames`), so
 * it reads in every reader's language as a picked one does; an end that names no place, or several
 * ("Kogu Eesti", a port terminal), stays as typed. The text is kept as written. One query.
 */
export async function locateRouteEnds(db: Db, routes: readonly RegularRoute[]): Promise<RegularRoute[]> {
  const located = await locateNames(db, routes.flatMap(typedEnds));
  return routes.map((route) => withPlaces(route, located));
}

/**
 * Locates the routes stored before their ends could be picked, once, right after the gazetteer is
 * loaded (beside locateStoredCompanies): every profile's routes through `locateRouteEnds`, the
 * names of all of them in as few queries as the names need. Only `regular_routes` is written: the
 * company was not edited by its owner.
 */
export async function locateStoredRoutes(db: Db): Promise<{ located: number }> {
  const profiles = await queryRows<{ id: string; routes: RegularRoute[] }>(
    db,
    sql`select id, regular_routes as routes from profiles
        where jsonb_typeof(regular_routes) = 'array' and jsonb_array_length(regular_routes) > 0`,
  );
  // Stored by the form, so each is a route with its text; anything else is left as it is.
  const isRoute = (value: RegularRoute | null) => typeof value?.route === 'string';
  const names = await locateNames(
    db,
    profiles.flatMap((p) => p.routes.filter(isRoute).flatMap(typedEnds)),
  );
  let located = 0;
  for (const profile of profiles) {
    const routes = profile.routes.map((route) => (isRoute(route) ? withPlaces(route, names) : route));
    if (routes.every((route, index) => route === profile.routes[index])) continue;
    await db.execute(
      sql`update profiles set regular_routes = ${JSON.stringify(routes)}::jsonb where id = ${profile.id}`,
    );
    located += 1;
  }
  return { located };
}
