import type { ContactAccess, ListingType } from '@domain/plans';

export type { ContactAccess, ListingType };

export interface ListingContact {
  companyName: string | null;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
}

interface ListingBase {
  id: string;
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
  notes: string | null;
  status: string;
  expiresAt: string | null;
  postDurationDays: number | null;
  createdAt: string;
  updatedAt: string;
  isOwn: boolean;
  contactAccess: ContactAccess;
  /** Present only for viewers entitled to it: the server leaves it out of every locked answer. */
  contact?: ListingContact;
}

export interface CargoItem extends ListingBase {
  type: 'cargo';
  cargoType: string;
  loadingType: string | null;
  quantity: number | null;
  unit: string | null;
  weight: number | null;
  priceAmount: number | null;
  pickupDate: string | null;
  deliveryDate: string | null;
  isUrgent: boolean;
}

export interface TransportItem extends ListingBase {
  type: 'transport';
  trailerType: string;
  capacity: number | null;
  volumeCapacity: number | null;
  volumeUnit: string | null;
  availableDate: string | null;
  serviceArea: string | null;
  pricePerKm: number | null;
}

export type ListingItem = CargoItem | TransportItem;

export type ListingOf<T extends ListingType> = T extends 'cargo' ? CargoItem : TransportItem;

/** One page of a feed as GET /api/listings/{type} answers it. */
export interface FeedPage<T extends ListingItem = ListingItem> {
  items: T[];
  total: number;
  /** More than 10 000 matched: `total` is then "at least". */
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}
