/** The accessible names of the pagination's controls. */
export const paginationText = {
  label: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page: number) => `Page ${page}`,
};
