import { Type, type Static, type TSchema } from 'typebox';

/** The `page` query parameter: a whole number from 1, default 1. */
export const PageField = Type.Integer({
  safeInteger: true,
  title: 'Page',
  minimum: 1,
  maximum: 1_000_000,
});

/** meta.pagination of a paged list (spec 2 §3: current_page and total_pages). */
export const Pagination = Type.Object({
  total: Type.Integer(),
  count: Type.Integer(),
  per_page: Type.Integer(),
  current_page: Type.Integer(),
  total_pages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** One page of a list: its rows and where the page is. */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({ data: Type.Array(row), meta: Type.Object({ pagination: Pagination }) });

/** An instant as a query parameter (its shape is checked by the call, which says what to fix). */
export const InstantField = (title: string) => Type.String({ title, maxLength: 40 });

/** A comma-separated list of ids ("1,2") as a query parameter. */
export const IdListField = (title: string) => Type.String({ title, maxLength: 100 });
