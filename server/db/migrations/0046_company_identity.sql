-- Who a company is in its country's registers (issue 31, item 1; decision 0078): the country, the registry code and the VAT number of a profile, checked by domain/company-identity.ts.
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "registry_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vat_number" text;