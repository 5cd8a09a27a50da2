import type { FastifyReply } from 'fastify';
import type { Api } from '../../http/api';
import type { AppContext } from '../../app-context';
import { sandboxRegistrationPageRoute, sandboxRegistrationRoute } from '@portal/contract';
import {
  closeSandboxRegistration,
  findSandboxRegistration,
} from '../../integrations/us-payments/sandbox-payout-registrations';
import { recordUsRegistration } from '../us-withdrawals';
import { findUsMethod } from '../us-withdrawal-methods';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An HTML page that runs no script; its form may post only here, and the answer's redirect may
 * lead only to the portal pages in `returnTo` (browsers check form-action on redirects too).
 */
function page(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  returnTo: string[] = [],
) {
  const targets = ["'self'", ...new Set(returnTo.map((url) => new URL(url).origin))].join(' ');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets}`,
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}` +
        `button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0}</style></head>` +
        `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/**
 * Only with the US payment sandbox: the provider's registration page for a payout method. The
 * token in the link is the proof (no bearer: the browser opens it); completing registers the
 * player and sends the browser to the portal's return page, cancelling to its failure page.
 */
export async function sandboxRegistrationRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.get(
    '/sandbox/paysafe/registrations/:token',
    { schema: sandboxRegistrationPageRoute },
    async (request, reply) => {
      const open = await findSandboxRegistration(ctx.db, request.params.token, ctx.clock());
      const method = open && (await findUsMethod(ctx.db, open.methodId));
      if (!method)
        return page(reply, 404, 'Registration not found', '<p>This link is no longer valid.</p>');
      return page(
        reply,
        200,
        `Register your ${method.name} account`,
        `<p>Sandbox registration page of the payout provider.</p>` +
          `<form method="post"><button name="outcome" value="complete">Complete registration</button>` +
          `<button name="outcome" value="cancel">Cancel</button></form>`,
        [open.returnUrl, open.failedUrl],
      );
    },
  );

  app.post(
    '/sandbox/paysafe/registrations/:token',
    { schema: sandboxRegistrationRoute },
    async (request, reply) => {
      const now = ctx.clock();
      const { outcome } = request.body;
      const closed = await closeSandboxRegistration(ctx.db, request.params.token, outcome, now);
      if (!closed)
        return page(reply, 404, 'Registration not found', '<p>This link is no longer valid.</p>');
      if (outcome === 'complete')
        await recordUsRegistration(ctx.db, closed.userId, closed.methodId, now);
      return reply.redirect(outcome === 'complete' ? closed.returnUrl : closed.failedUrl, 303);
    },
  );
}
