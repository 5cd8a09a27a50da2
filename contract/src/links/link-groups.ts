import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';

export const Link = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  order: Type.Integer(),
  images: Type.Object({ mobile: Nullable(Type.String()), desktop: Nullable(Type.String()) }),
});
export type Link = Static<typeof Link>;

/** A footer group: type 1 operators, 2 link lists (Social, Downloads). */
export const LinkGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  type: IdName,
  links: Type.Array(Link),
});
export type LinkGroup = Static<typeof LinkGroup>;

export const LinkGroupsResponse = Type.Object({ data: Type.Array(LinkGroup) });
export type LinkGroupsResponse = Static<typeof LinkGroupsResponse>;

/** GET /link_groups (public). */
export const linkGroupsRoute = { response: replies(LinkGroupsResponse) };
