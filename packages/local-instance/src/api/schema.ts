// A small JSON-schema-like validator for endpoint parameters. It checks types, required keys,
// enums, lengths and ranges, applies defaults, and reports the first problem as INVALID_PARAM
// with `info: { param, reason }` as Misskey does. Unknown keys are ignored (the token `i` travels
// in the body).

import { ApiError, INVALID_PARAM } from './errors.ts';

interface Base {
  nullable?: boolean;
  default?: unknown;
}
export type Schema =
  | (Base & {
      type: 'string';
      minLength?: number;
      maxLength?: number;
      enum?: readonly string[];
      pattern?: RegExp;
      format?: 'id';
    })
  | (Base & { type: 'integer' | 'number'; minimum?: number; maximum?: number })
  | (Base & { type: 'boolean' })
  | (Base & { type: 'array'; items: Schema; minItems?: number; maxItems?: number; uniqueItems?: boolean })
  | ObjectSchema
  | (Base & { type: 'any' });

export type ObjectSchema = Base & {
  type: 'object';
  properties: Record<string, Schema>;
  required?: readonly string[];
};

/**
 * INVALID_PARAM naming where in the schema the check failed, as Misskey's validator (ajv) does:
 * `#/properties/name/minLength`, `#/properties/scope/items/pattern`.
 */
function fail(at: string, keyword: string, reason: string): never {
  throw new ApiError(INVALID_PARAM, { param: `#/${at}/${keyword}`, reason });
}

/** `param` is the schema path of `schema` (`properties/poll/properties/choices`). */
function check(schema: Schema, value: unknown, param: string): unknown {
  if (value === null) {
    if (schema.nullable || schema.type === 'any') return null;
    fail(param, 'type', 'must not be null');
  }
  switch (schema.type) {
    case 'any':
      return value;
    case 'string': {
      if (typeof value !== 'string') fail(param, 'type', 'must be string');
      if (schema.minLength != null && [...value].length < schema.minLength)
        fail(param, 'minLength', `must NOT have fewer than ${schema.minLength} characters`);
      if (schema.maxLength != null && [...value].length > schema.maxLength)
        fail(param, 'maxLength', `must NOT have more than ${schema.maxLength} characters`);
      if (schema.enum && !schema.enum.includes(value))
        fail(param, 'enum', 'must be equal to one of the allowed values');
      if (schema.pattern && !schema.pattern.test(value))
        fail(param, 'pattern', `must match pattern "${schema.pattern.source}"`);
      if (schema.format === 'id' && !/^[a-zA-Z0-9]+$/.test(value))
        fail(param, 'format', 'must match format "misskey:id"');
      return value;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(param, 'type', `must be ${schema.type}`);
      if (schema.type === 'integer' && !Number.isInteger(value)) fail(param, 'type', 'must be integer');
      // 1e308 is an integer to JavaScript, but no id, count or offset is that large
      if (schema.type === 'integer' && !Number.isSafeInteger(value))
        fail(param, 'type', 'must be a safe integer');
      if (schema.minimum != null && value < schema.minimum)
        fail(param, 'minimum', `must be >= ${schema.minimum}`);
      if (schema.maximum != null && value > schema.maximum)
        fail(param, 'maximum', `must be <= ${schema.maximum}`);
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') fail(param, 'type', 'must be boolean');
      return value;
    case 'array': {
      if (!Array.isArray(value)) fail(param, 'type', 'must be array');
      if (schema.minItems != null && value.length < schema.minItems)
        fail(param, 'minItems', `must NOT have fewer than ${schema.minItems} items`);
      if (schema.maxItems != null && value.length > schema.maxItems)
        fail(param, 'maxItems', `must NOT have more than ${schema.maxItems} items`);
      const out = value.map((v) => check(schema.items, v, `${param}/items`));
      if (schema.uniqueItems) {
        const seen = new Set(out.map((v) => JSON.stringify(v)));
        if (seen.size !== out.length) fail(param, 'uniqueItems', 'must NOT have duplicate items');
      }
      return out;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) fail(param, 'type', 'must be object');
      return checkObject(schema, value as Record<string, unknown>, `${param}/`);
    }
  }
}

function checkObject(
  schema: ObjectSchema,
  value: Record<string, unknown>,
  prefix: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) {
      throw new ApiError(INVALID_PARAM, {
        param: `#/${prefix}required`,
        reason: `must have required property '${key}'`,
      });
    }
  }
  for (const [key, sub] of Object.entries(schema.properties)) {
    const v = value[key];
    if (v === undefined) {
      if (sub.default !== undefined) out[key] = structuredClone(sub.default);
      continue;
    }
    out[key] = check(sub, v, `${prefix}properties/${key}`);
  }
  return out;
}

/**
 * Misskey's `anyOf: [{ required: [a] }, { required: [b] }]`: at least one of the parameters must be
 * given, else INVALID_PARAM naming the first, as Misskey's validator does.
 */
export function requireAnyOf(ps: Record<string, unknown>, keys: readonly [string, ...string[]]): void {
  if (keys.some((k) => ps[k] !== undefined)) return;
  throw new ApiError(INVALID_PARAM, {
    param: '#/anyOf/0/required',
    reason: `must have required property '${keys[0]}'`,
  });
}

/** Validates the parameters of a call and returns them with defaults applied. */
export function validateParams(schema: ObjectSchema, body: Record<string, unknown>): Record<string, unknown> {
  return checkObject(schema, body, '');
}

/**
 * Query strings and multipart fields carry only strings: turn them into booleans and numbers where
 * the schema wants those (as Misskey does for GET and file uploads).
 */
export function castStringParams(
  schema: ObjectSchema,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [key, sub] of Object.entries(schema.properties)) {
    const v = out[key];
    if (typeof v !== 'string') continue;
    if (
      sub.type === 'boolean' ||
      sub.type === 'integer' ||
      sub.type === 'number' ||
      sub.type === 'array' ||
      (sub.type === 'string' && sub.nullable && v === 'null')
    ) {
      try {
        out[key] = JSON.parse(v);
      } catch {
        throw new ApiError(INVALID_PARAM, { param: key, reason: `cannot cast to ${sub.type}` });
      }
    }
  }
  return out;
}

// Shorthands used by the endpoint files.
export const id = (extra: { nullable?: boolean } = {}): Schema => ({
  type: 'string',
  format: 'id',
  ...extra,
});
export const limitParam = (max = 100, def = 10): Schema => ({
  type: 'integer',
  minimum: 1,
  maximum: max,
  default: def,
});
export const paginationProps = {
  limit: limitParam(),
  sinceId: id(),
  untilId: id(),
  sinceDate: { type: 'integer' },
  untilDate: { type: 'integer' },
} satisfies Record<string, Schema>;
/** The parameters of the many endpoints that take only a note id. */
export const noteIdParams: ObjectSchema = {
  type: 'object',
  properties: { noteId: id() },
  required: ['noteId'],
};
/** The parameters of the many endpoints that take only a user id. */
export const userIdParams: ObjectSchema = {
  type: 'object',
  properties: { userId: id() },
  required: ['userId'],
};

/** The span, length and offset every charts/* endpoint takes (Misskey's chart parameters). */
export const chartProps = {
  span: { type: 'string', enum: ['day', 'hour'] },
  limit: limitParam(500, 30),
  offset: { type: 'integer', nullable: true, default: null },
} as const satisfies Record<string, Schema>;
