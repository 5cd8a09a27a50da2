/**
 * An id with its display name (a status, a limit type, a duration): the leaf type that the user,
 * limit and payment types share, kept apart so none of them imports another's module for it.
 */
export interface IdName {
  id: number;
  name: string;
}
