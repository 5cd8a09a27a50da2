/** How many page links the pagination shows at most (spec 2 §2). */
export const PAGE_WINDOW = 10;

/**
 * The page numbers to link: at most `size` consecutive pages around the current one, starting so the
 * current page sits in the middle where it can, and never before 1 or past the last page.
 */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, Math.max(total, 0));
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
