import { pageCaption } from '@domain/pagination';

/** The spec's caption; past the server's exact-count limit the total reads "10 000+". */
export function paginationCaption(page: number, pageSize: number, total: number, lowerBound = false): string {
  return pageCaption(page, pageSize, total, lowerBound);
}
