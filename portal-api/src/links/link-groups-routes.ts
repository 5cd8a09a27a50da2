import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { brandOf } from '../brands/request-brand';
import { linkGroupsRoute, type LinkGroup } from '@portal/contract';

/**
 * GET /link_groups: the request's brand's footer operator logos (type 1) and link lists (type 2),
 * sorted by order. Public: signed-out visitors see the footer too. The server-time headers come with every answer.
 */
export async function linkGroupsRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get('/link_groups', { schema: linkGroupsRoute }, async (request) => {
    const data = await ctx.db.query<LinkGroup>(
      `SELECT g.id, g.name, g.sort_order AS "order",
              json_build_object('id', t.id, 'name', t.name) AS type,
              COALESCE(json_agg(json_build_object(
                'id', l.id, 'name', l.name, 'url', l.url, 'order', l.sort_order,
                'images', json_build_object('mobile', l.image_mobile, 'desktop', l.image_desktop))
                ORDER BY l.sort_order, l.id) FILTER (WHERE l.id IS NOT NULL), '[]') AS links
       FROM link_groups g
       JOIN link_group_types t ON t.id = g.type_id
       LEFT JOIN links l ON l.group_id = g.id
       WHERE g.brand_id = $1
       GROUP BY g.id, g.name, g.sort_order, t.id, t.name
       ORDER BY g.sort_order, g.id`,
      [brandOf(request).id],
    );
    return { data };
  });
}
