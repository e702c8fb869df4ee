import * as z from 'zod/mini';
import {
  adminCompanyBodySchema,
  type AdminCompanyBody,
  type AdminCompanyItem,
} from '@domain/contract/admin-entries';

/** The company form as typed: text everywhere, the lists comma-separated. */
export interface CompanyDraft {
  companyName: string;
  specialty: string;
  vehiclePark: string;
  transportTypes: string;
  serviceRegions: string;
  description: string;
  website: string;
  logoUrl: string;
  establishedYear: string;
  employeesCount: string;
}

const listText = (values: readonly string[]) => values.join(', ');
const splitList = (text: string) => text.split(',');

export function companyDraft(item: AdminCompanyItem): CompanyDraft {
  return {
    companyName: item.companyName,
    specialty: item.specialty ?? '',
    vehiclePark: item.vehiclePark ?? '',
    transportTypes: listText(item.transportTypes),
    serviceRegions: listText(item.serviceRegions),
    description: item.description ?? '',
    website: item.website ?? '',
    logoUrl: item.logoUrl ?? '',
    establishedYear: item.establishedYear == null ? '' : String(item.establishedYear),
    employeesCount: item.employeesCount == null ? '' : String(item.employeesCount),
  };
}

/**
 * The form's schema: the draft as the API body, checked with the API's own schema (the name required
 * in the spec's words, blank text and empty lists null), so the form says what the server would.
 */
export const companyFormSchema = z.pipe(
  z.transform((draft: CompanyDraft): AdminCompanyBody => ({
    ...draft,
    transportTypes: splitList(draft.transportTypes),
    serviceRegions: splitList(draft.serviceRegions),
  })),
  adminCompanyBodySchema,
);
