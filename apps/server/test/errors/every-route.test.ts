import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Path parameters that are not ids: text, negative, beyond any integer column. */
const badParameters = ['abc', '-1', '99999999999999999999'];
/** No query, and every usual query name given a value of the wrong kind. */
const badQueries = ['', '?page=x&limit=-1&date=x,y&status=abc&search=%00&since=-5&user=a,b&department=0.5'];
/** Bodies of the wrong shape, fields of the wrong type, numbers beyond the columns. */
const badBodies: unknown[] = [
  undefined,
  {},
  [],
  'x',
  null,
  { id: 'x', name: 12, page: -1, status: 'x', text: ['a'], email: 5, date: 'x', user_id: 'a', department_id: {} },
  { id: 1e30, protocol_id: -1, user_id: 1e30, department_id: -1, status: 99, tags: [-1], name: 'a'.repeat(100_000) },
];

type Operations = Record<string, Record<string, unknown>>;

it('no route of the API answers bad input with a server error (spec: errors are named and translated)', async () => {
  const { paths } = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Operations }>();
  expect(Object.keys(paths).length).toBeGreaterThan(150);
  const serverErrors: string[] = [];
  for (const [path, operations] of Object.entries(paths))
    for (const method of Object.keys(operations)) {
      // A fresh session per route: a logout or a session change among the routes must not stop the sweep.
      const { token } = await t.login('admin@demo.com.br');
      const bodies = method === 'get' || method === 'delete' ? [undefined] : badBodies;
      for (const parameter of badParameters)
        for (const query of badQueries)
          for (const body of bodies) {
            const url = `${path.replace(/\{[^}]+\}/g, parameter)}${query}`;
            const response = await t.request({
              method: method.toUpperCase() as 'GET',
              url,
              token,
              ...(body === undefined
                ? {}
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            if (response.statusCode >= 500)
              serverErrors.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 60)}: ${response.statusCode}`);
          }
    }
  expect(serverErrors).toEqual([]);
}, 300_000);
