import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { generalError, HttpError } from '../http/http-error';
import { messages } from '../messages';

interface AutocompleteQuery {
  input: string;
  types?: string;
  components?: string;
}

interface DetailsQuery {
  place_id: string;
  fields?: string;
}

const COUNTRY_FILTER = '^country:[A-Za-z]{2}(\\|country:[A-Za-z]{2}){0,4}$';

const autocompleteQuerySchema = {
  type: 'object',
  properties: {
    input: { type: 'string', title: 'Input', minLength: 1, maxLength: 200 },
    types: { type: 'string', title: 'Types', enum: ['address'] },
    components: { type: 'string', title: 'Components', pattern: COUNTRY_FILTER },
  },
  required: ['input'],
} as const;

const detailsQuerySchema = {
  type: 'object',
  properties: {
    place_id: { type: 'string', title: 'Place id', minLength: 1, maxLength: 300 },
    fields: { type: 'string', title: 'Fields', maxLength: 200 },
  },
  required: ['place_id'],
} as const;

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
export async function placeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { places } = ctx.integrations;

  app.get<{ Querystring: AutocompleteQuery }>(
    '/place/autocomplete',
    { schema: { querystring: autocompleteQuerySchema } },
    async (request) => {
      const { input, components } = request.query;
      if (!isAddressQuery(input)) return { status: 'ZERO_RESULTS', predictions: [] };
      const countries = (components ?? '')
        .split('|')
        .filter(Boolean)
        .map((filter) => filter.slice('country:'.length));
      return fromProvider(() => places.autocomplete({ input, countries }));
    },
  );

  app.get<{ Querystring: DetailsQuery }>(
    '/place/details',
    { schema: { querystring: detailsQuerySchema } },
    async (request) => {
      const result = await fromProvider(() => places.details(request.query.place_id));
      if (!result) throw new HttpError(404, { place_id: [messages.placeNotFound] });
      return { status: 'OK', result };
    },
  );
}
