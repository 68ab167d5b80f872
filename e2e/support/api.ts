/** Calls of the API made beside the browser: a customer writing in, a user's preferences. */
export const demoPassword = 'Demo@2026';

export type ApiClient = {
  token: string;
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
};

/** Signs a demo user in through the API and returns a client with the bearer token. */
export async function apiAs(baseUrl: string, email: string): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

export type InboundProtocol = { protocol: { id: number; number: string; status: number }; message: { text: string } };

/** A customer writes on WhatsApp to a department, as an integration delivers it (POST /message/inbound). */
export function customerWrites(
  api: ApiClient,
  customer: { name: string; phone: string },
  text: string,
  departmentId = 1,
): Promise<InboundProtocol> {
  return api.call('POST', '/message/inbound', { id_channel: 2, department_id: departmentId, customer, text });
}
