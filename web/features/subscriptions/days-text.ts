/** "1 päev", "3 päeva": Estonian counts a single day in the singular. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'päev' : 'päeva'}`;
}
