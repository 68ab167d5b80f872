import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the wire contract: the server registers its route from it and the
 * web client calls it with the same types. Paths use `:name` parameters.
 */
export type Contract = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /** false only for the few calls made before signing in. */
  auth: boolean;
  /** Calls that stay open while the token still needs the two-factor step. */
  allowedBeforeTwoFactor?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart bodies are read by the handler, not validated as JSON. */
  multipart?: boolean;
  response: z.ZodType;
};

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ContractParams<C extends Contract> = Infer<C['params']>;
export type ContractQuery<C extends Contract> = Infer<C['query']>;
export type ContractBody<C extends Contract> = Infer<C['body']>;
export type ContractBodyInput<C extends Contract> = Input<C['body']>;
export type ContractQueryInput<C extends Contract> = Input<C['query']>;
export type ContractResponse<C extends Contract> = z.infer<C['response']>;

/** Fills `:name` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
