// The places feature's public module: the one place picker (decision 0070). How a place reads is
// web/lib/place-display.ts, the gazetteer's queries web/lib/places-query.ts (the first page needs
// them without the picker).
export { PlaceCombobox } from './PlaceCombobox';
export { PlacePick, type PickedPlace } from './PlacePick';
export { NearPlaceField } from './NearPlaceField';
