import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { generalError, HttpError } from '../http/http-error';
import { autocompleteRoute, messages, placeDetailsRoute } from '@portal/contract';

/** Lookups start at 3 characters with at least one letter (spec 1 §5). */
function isAddressQuery(input: string): boolean {
  return input.trim().length >= 3 && /\p{L}/u.test(input);
}

async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw generalError(503, messages.placesUnavailable);
  }
}

/**
 * The address lookup of the sign-up and deposit forms, in the maps service's shapes. Public: the
 * sign-up form uses it before there is an account.
 */
export async function placeRoutes(app: Api, ctx: AppContext): Promise<void> {
  const { places } = ctx.integrations;

  app.get('/place/autocomplete', { schema: autocompleteRoute }, async (request) => {
    const { input, components } = request.query;
    if (!isAddressQuery(input)) return { status: 'ZERO_RESULTS' as const, predictions: [] };
    const countries = (components ?? '')
      .split('|')
      .filter(Boolean)
      .map((filter) => filter.slice('country:'.length));
    return fromProvider(() => places.autocomplete({ input, countries }));
  });

  app.get('/place/details', { schema: placeDetailsRoute }, async (request) => {
    const result = await fromProvider(() => places.details(request.query.place_id));
    if (!result) throw new HttpError(404, { place_id: [messages.placeNotFound] });
    return { status: 'OK' as const, result };
  });
}
