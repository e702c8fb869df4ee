import * as z from 'zod/mini';
import { MAINTENANCE_SUBTITLE_MAX, MAINTENANCE_TITLE_MAX } from '@domain/contract/admin';

/** The maintenance screen's texts, checked as the server checks them: trimmed, non-blank, within limits. */
export const maintenanceTextsSchema = z.object({
  title: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Palun sisestage pealkiri' }),
    z.maxLength(MAINTENANCE_TITLE_MAX, {
      error: `Pealkiri võib olla kuni ${MAINTENANCE_TITLE_MAX} tähemärki pikk`,
    }),
  ),
  subtitle: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Palun sisestage alapealkiri' }),
    z.maxLength(MAINTENANCE_SUBTITLE_MAX, {
      error: `Alapealkiri võib olla kuni ${MAINTENANCE_SUBTITLE_MAX} tähemärki pikk`,
    }),
  ),
});
