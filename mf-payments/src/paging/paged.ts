/** The pagination meta of a paged list (spec 2 §3). */
export interface PageMeta {
  current_page: number;
  total_pages: number;
}

/** A page of a list as the API answers it: data[] and meta.pagination. */
export interface Paged<T> {
  data: T[];
  meta: { pagination: PageMeta };
}
