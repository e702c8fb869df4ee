import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import { MAINTENANCE_SUBTITLE_MAX, MAINTENANCE_TITLE_MAX } from '@domain/contract/admin';

const T = ADMIN_MESSAGES.maintenance;

/** The maintenance screen's texts, checked as the server checks them: trimmed, non-blank, within limits. */
export const maintenanceTextsSchema = z.object({
  title: z.string().check(
    z.trim(),
    z.minLength(1, { error: T.titleRequired }),
    z.maxLength(MAINTENANCE_TITLE_MAX, {
      error: fillMessage(T.titleTooLong, { max: MAINTENANCE_TITLE_MAX }),
    }),
  ),
  subtitle: z.string().check(
    z.trim(),
    z.minLength(1, { error: T.subtitleRequired }),
    z.maxLength(MAINTENANCE_SUBTITLE_MAX, {
      error: fillMessage(T.subtitleTooLong, { max: MAINTENANCE_SUBTITLE_MAX }),
    }),
  ),
});
