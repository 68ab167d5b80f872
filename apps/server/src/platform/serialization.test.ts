import { listMessages } from '@contact/domain/messages';
import { countByDepartment, listProtocols } from '@contact/domain/protocols';
import { protocolListResponseSchema } from '@contact/domain/protocols';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainJsonSchema, serializerCompiler } from './serialization';

const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
const both = (schema: z.ZodType, data: unknown) => [
  compile(serializerCompiler, schema)(data),
  compile(checkedSerializerCompiler as typeof serializerCompiler, schema)(data),
];

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  done: z.boolean(),
  kind: z.enum(['in', 'out']).nullable(),
  level: z.literal([1, 2]),
  owner: z.object({ id: z.number(), email: z.string() }).nullable(),
  tags: z.array(z.string().nullable()),
});
const page = z.object({ items: z.array(item), page: z.number().int() });

describe('response serializer', () => {
  it('writes plain data exactly as the checked serializer does', () => {
    const data = {
      items: [
        {
          id: 1,
          name: 'Olá "mundo"\n\u2028',
          note: null,
          done: false,
          kind: 'in',
          level: 2,
          owner: { id: 3, email: 'a@b.c', password: 'never written' },
          tags: ['x', null],
          unknown: 'never written',
        },
        {
          id: 2,
          name: '',
          note: 'nota',
          done: true,
          kind: null,
          level: 1,
          owner: null,
          tags: [],
        },
        { id: 3, name: 'n', note: null, done: true, kind: 'out', level: 1, owner: null, tags: [] },
      ],
      page: 1,
    };
    const [fast, checked] = both(page, data);
    expect(fast).toBe(checked);
    expect(fast).not.toContain('never written');
  });

  it('writes a protocol page like the checked serializer', () => {
    const shape = protocolListResponseSchema.shape.protocols.element.shape;
    const protocol = Object.fromEntries(
      Object.entries(shape).map(([key, schema], index) => {
        const accepts = (value: unknown) => schema.safeParse(value).success;
        const value = [null, `texto ${key}`, index, true, 'in', 'positive', 'em_dia', []].find(accepts);
        return [key, value];
      }),
    );
    const data = { protocols: [protocol, { ...protocol, id: 2 }], currentPage: 1, removed: [4], seq: 10 };
    expect(protocolListResponseSchema.safeParse(data).error).toBeUndefined();
    const [fast, checked] = both(protocolListResponseSchema, data);
    expect(fast).toBe(checked);
  });

  it('refuses a missing required field, as the checked serializer does', () => {
    const write = compile(serializerCompiler, z.object({ id: z.number(), name: z.string() }));
    expect(() => write({ id: 1 })).toThrow();
  });

  it('keeps the checked serializer for what is not plain data', () => {
    for (const schema of [
      z.object({ at: z.date().transform((date) => date.toISOString()) }),
      z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      z.record(z.string(), z.number()),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.string().default('x') }),
      z.object({ a: z.string(), b: z.string().optional() }),
    ]) {
      expect(plainJsonSchema(schema)).toBeNull();
    }
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    const [fast, checked] = both(union, { b: 1 });
    expect(fast).toBe(checked);
  });

  it('compiles the busiest answers: protocol list, counts, messages', () => {
    for (const contract of [listProtocols, countByDepartment, listMessages]) {
      expect(plainJsonSchema(contract.response)).not.toBeNull();
    }
  });
});
