import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { dataExportSchema } from '@domain/contract/privacy';
import { apiGet } from '@web/lib/api';

/**
 * GET /api/me/export, saved as a file: the answer is checked against its contract first, so a
 * failure is an error the page can show rather than a file holding an error.
 */
export async function downloadOwnData(): Promise<void> {
  const data = await apiGet('/api/me/export', dataExportSchema, { timeoutMs: 60_000 });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${ACCOUNT_MESSAGES.yourData.fileName}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
