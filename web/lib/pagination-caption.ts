import { formatNumber } from '@domain/format';
import { pageCaption } from '@domain/pagination';

/** The spec's caption; past the server's exact-count limit the total reads "10 000+". */
export function paginationCaption(page: number, pageSize: number, total: number, lowerBound = false): string {
  const caption = pageCaption(page, pageSize, total);
  if (!lowerBound) return caption;
  const exact = `${formatNumber(total)} tulemust`;
  return caption.endsWith(exact)
    ? `${caption.slice(0, -exact.length)}${formatNumber(total)}+ tulemust`
    : caption;
}
