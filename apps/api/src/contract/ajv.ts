import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, Options } from 'ajv';
import addFormats from 'ajv-formats';
import { HANDLE_LIMITS } from '@edugate/api-client/constants';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, so they are compiled with Ajv's 2020 dialect.
 * Bodies are never coerced ("5" is not a number) and unknown fields are refused rather than
 * silently dropped; query and path parameters arrive as strings and are coerced.
 */
export function createAjv(options: { coerce: boolean }): Ajv2020 {
  const settings: Options = {
    allErrors: false,
    coerceTypes: options.coerce,
    useDefaults: true,
    removeAdditional: false,
    // The contract may carry keywords Ajv does not know (OpenAPI extensions); they only document.
    strict: false,
    // Each error carries the schema it failed, so a field's `title` can name it (below).
    verbose: true,
  };
  const ajv = new Ajv2020(settings);
  addFormats.default(ajv);
  return ajv;
}

const URL_PATTERN = '^https?://';

function reasonOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed field';
    case 'type':
      return `must be ${params.type === 'integer' ? 'an integer' : `a${/^[aeiou]/.test(String(params.type)) ? 'n' : ''} ${String(params.type)}`}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      if (params.pattern === URL_PATTERN) return 'must be an http(s) URL';
      if (params.pattern === '\\S') return 'must not be blank';
      if (params.pattern === HANDLE_LIMITS.pattern)
        return 'must use only lower-case letters a-z, digits 0-9 and hyphens (-)';
      return 'has an invalid format';
    case 'format':
      if (params.format === 'uri') return 'must be an http(s) URL';
      if (params.format === 'email') return 'must be an e-mail address';
      if (params.format === 'date-time')
        return 'must be a date-time such as 2026-03-01T09:00:00.000Z';
      return `must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return 'must not have duplicate items';
    case 'minItems':
      return `must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    default:
      return error.message ?? 'is invalid';
  }
}

const titleOf = (schema: unknown): string | undefined => {
  const title = (schema as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title !== '' ? title : undefined;
};

/**
 * The field's name as the contract titles it ('Lesson title'), when it does: the schema that
 * failed, or for a missing field the schema of that property.
 */
function fieldTitle(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)
      ?.properties;
    return titleOf(properties?.[String(params.missingProperty)]);
  }
  if (error.keyword === 'additionalProperties') return undefined;
  return titleOf(error.parentSchema);
}

/**
 * `body/imageUrl must be an http(s) URL`: where the problem is, then what to do about it; or,
 * for a field the contract gives a title, a sentence naming it ('Lesson title must be at most 120
 * characters long.').
 */
export function describeValidationError(context: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const title = fieldTitle(error);
  if (title) return `${title} ${reasonOf(error)}.`;
  let where = `${context}${error.instancePath}`;
  if (error.keyword === 'required') where += `/${String(params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') where += `/${String(params.additionalProperty)}`;
  return `${where} ${reasonOf(error)}`;
}
