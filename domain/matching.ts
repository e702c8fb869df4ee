import { addDaysToKey } from './dates';
import { greatCircleKm, type Coordinates } from './places';

/**
 * When a load fits a truck (issue 30, item 8; decision 0076): the one rule behind "loads for this
 * truck" and "trucks for this load" (server/modules/listings/matching.repository.ts says it in SQL,
 * and a test holds the two to the same answers).
 *
 * - **Where**: the load is picked up within MATCH.radiusKm of where the truck is free (the same
 *   country when either place is not located) and delivered where the truck is going: one of its
 *   wanted directions (a country, or a place and its radius) when it has any, else within
 *   MATCH.radiusKm of its destination (the same country when either is not located).
 * - **When**: the pickup day from the truck's free day to MATCH.days after it; a load or a truck
 *   without a day fits any.
 * - **What**: the weight within the payload, the loading metres within the truck's, the truck's body
 *   among the load's body types, its ADR classes holding the load's class, and its temperature
 *   range holding the load's. What either side does not say does not rule a match out, except
 *   that dangerous goods need an ADR truck and a temperature range a truck that keeps one.
 */
export const MATCH = { radiusKm: 150, days: 3 } as const;

type Place = { country: string; lat: number | null; lon: number | null };

export type WantedDirection =
  { country: string } | { placeId: number; country: string; lat: number; lon: number; radiusKm: number };

export type MatchTruck = {
  origin: Place;
  destination: Place;
  wantedDirections: WantedDirection[] | null;
  availableDate: string | null;
  /** Tonnes. */
  capacity: number | null;
  loadingMeters: number | null;
  trailerType: string;
  adrClasses: string[] | null;
  temperatureMin: number | null;
  temperatureMax: number | null;
};

export type MatchLoad = {
  origin: Place;
  destination: Place;
  pickupDate: string | null;
  /** Kilograms. */
  weight: number | null;
  loadingMeters: number | null;
  bodyTypes: string[] | null;
  adrClass: string | null;
  temperatureMin: number | null;
  temperatureMax: number | null;
};

const located = (place: Place): place is Place & Coordinates => place.lat !== null && place.lon !== null;

/** Within `radiusKm` of each other when both are located; otherwise in the same country. */
function near(a: Place, b: Place, radiusKm: number): boolean {
  if (located(a) && located(b)) return greatCircleKm(a, b) <= radiusKm;
  return a.country === b.country;
}

function goingThere(truck: MatchTruck, delivery: Place): boolean {
  if (!truck.wantedDirections) return near(truck.destination, delivery, MATCH.radiusKm);
  return truck.wantedDirections.some((direction) =>
    'lat' in direction
      ? located(delivery) && greatCircleKm(direction, delivery) <= direction.radiusKm
      : direction.country === delivery.country,
  );
}

function inTime(truck: MatchTruck, load: MatchLoad): boolean {
  if (!truck.availableDate || !load.pickupDate) return true;
  return (
    load.pickupDate >= truck.availableDate && load.pickupDate <= addDaysToKey(truck.availableDate, MATCH.days)
  );
}

const within = (value: number | null, limit: number | null) =>
  value === null || limit === null || value <= limit;

function keepsTemperature(truck: MatchTruck, load: MatchLoad): boolean {
  if (load.temperatureMin === null && load.temperatureMax === null) return true;
  if (truck.temperatureMin === null && truck.temperatureMax === null) return false;
  const low = load.temperatureMin ?? load.temperatureMax!;
  const high = load.temperatureMax ?? load.temperatureMin!;
  return (truck.temperatureMin ?? -Infinity) <= low && (truck.temperatureMax ?? Infinity) >= high;
}

export function loadFitsTruck(load: MatchLoad, truck: MatchTruck): boolean {
  return (
    near(truck.origin, load.origin, MATCH.radiusKm) &&
    goingThere(truck, load.destination) &&
    inTime(truck, load) &&
    within(load.weight, truck.capacity === null ? null : truck.capacity * 1000) &&
    within(load.loadingMeters, truck.loadingMeters) &&
    (load.bodyTypes === null || load.bodyTypes.includes(truck.trailerType)) &&
    (load.adrClass === null || (truck.adrClasses ?? []).includes(load.adrClass)) &&
    keepsTemperature(truck, load)
  );
}
