import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type JsonSchema = Exclude<Schema, boolean>;

const primitive = (values: readonly unknown[]): JsonSchema | null => {
  if (values.length > 0 && values.every((value) => typeof value === 'string')) return { type: 'string' };
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return { type: 'number' };
  return null;
};

/**
 * The JSON schema of a response made only of objects (of required properties), arrays,
 * strings, numbers, booleans, enums and nullables: written from it, the JSON is the same as
 * zod's (same keys in the same order, unknown keys left out). Null for anything else.
 */
export function plainJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: def.type };
    case 'enum':
      return primitive(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return primitive(def.values as unknown[]);
    case 'nullable': {
      const inner = plainJsonSchema(def.innerType as z.core.$ZodType);
      return inner && { ...inner, nullable: true };
    }
    case 'array': {
      const items = plainJsonSchema(def.element as z.core.$ZodType);
      return items && { type: 'array', items };
    }
    case 'object': {
      const catchall = def.catchall as z.core.$ZodType | undefined;
      if (catchall && catchall._zod.def.type !== 'never') return null;
      // Every property required: fast-json-stringify writes optional ones last, zod in order.
      const properties: Record<string, JsonSchema> = {};
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const property = plainJsonSchema(value);
        if (!property) return null;
        properties[key] = property;
      }
      return { type: 'object', properties, required: Object.keys(properties) };
    }
    default:
      return null;
  }
}

/** fast-json-stringify's writer for a JSON schema, compiled at its first use: most are never used in a test's app. */
function compiledWhenUsed(json: JsonSchema): (data: unknown) => string {
  let write: ((data: unknown) => string) | null = null;
  return (data) => {
    write ??= fastJsonStringify(json) as (data: unknown) => string;
    return write(data);
  };
}

/** The writer of values of a plain-data schema: the same text a route answering that schema writes. */
export function plainJsonWriter(schema: z.core.$ZodType): (data: unknown) => string {
  const json = plainJsonSchema(schema);
  if (!json) throw new Error('not a schema of plain data');
  return compiledWhenUsed(json);
}

/**
 * Responses of plain data are written by a serializer compiled once from their schema
 * (fast-json-stringify) instead of being checked by zod on every answer; the others (unions,
 * transforms, records ...) keep zod's checked serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const json = '_zod' in route.schema ? plainJsonSchema(route.schema) : null;
  return json ? compiledWhenUsed(json) : checkedSerializerCompiler(route);
};
