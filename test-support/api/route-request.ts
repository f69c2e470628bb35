// Test support: one request sent in-process through a route handler of app/api, as the API suites send them (a JSON
// body or a raw one, the client's address in X-Forwarded-For); each suite checks the reply against its own schemas.
// Example: const { response, body } = await throughRoute(modules, '/api/classes/{code}', 'GET', { code }, {}, '203.0.113.5').

import { NextRequest } from 'next/server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own params
export type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

export interface RouteCall {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as it is (instead of `body`): a broken or oversized request. */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** Appended to the path, with its `?`. */
  readonly query?: string;
}

/** The route's answer, its body read (JSON, or null when empty) and the path it was sent to. */
export async function throughRoute(
  modules: ReadonlyMap<string, RouteModule>, route: string, method: keyof RouteModule, params: Record<string, string>, options: RouteCall, address: string,
): Promise<{ readonly response: Response; readonly path: string; readonly text: string; readonly body: unknown }> {
  const handler = modules.get(route)?.[method];
  if (!handler) throw new Error(`${route} has no ${method}`);
  const path = route.replace(/\{(\w+)\}/g, (_, key: string) => params[key]) + (options.query ?? '');
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...options.headers } };
  if (options.raw !== undefined) init.body = options.raw;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await handler(new NextRequest(`http://localhost${path}`, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve(params) });
  const text = await response.text();
  return { response, path, text, body: text ? JSON.parse(text) : null };
}

/** A route's reply as an API suite reads it. */
export interface Answered {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * An API suite's routes: their modules loaded once, each request sent through its handler with the reply checked against
 * its schema (a refusal against the error body's; a private reply's cache header), and which of `replies` were seen.
 * Example: const routes = checkedRoutes(ROUTES, PAIR_CLASS_API_REPLIES); await routes.load(); await routes.call(…); routes.unseen() → [].
 */
export function checkedRoutes<P extends string>(
  routes: Readonly<Record<P, () => Promise<unknown>>>,
  replies: Readonly<Record<string, Readonly<Record<number, unknown>>>>,
  read: (named: string, status: number, body: unknown) => { readonly ok: boolean; readonly error?: unknown },
) {
  const modules = new Map<string, RouteModule>();
  const checked = new Set<string>();
  return {
    async load(): Promise<void> {
      for (const [path, load] of Object.entries(routes) as [string, () => Promise<unknown>][]) modules.set(path, (await load()) as RouteModule);
    },
    async call(route: P, method: keyof RouteModule, params: Record<string, string>, options: RouteCall, address: string): Promise<Answered & { readonly cache: string | null; readonly path: string }> {
      const { response, path, text, body } = await throughRoute(modules, route, method, params, options, address);
      const named = `${method} ${route}`;
      if (response.status !== 204) {
        const reading = read(named, response.status, body);
        if (!reading.ok) throw new Error(`${named} ${response.status}: ${String(reading.error)}\n${text.slice(0, 1500)}`);
        if (response.status < 400 && Object.hasOwn(replies, named)) checked.add(`${named} ${response.status}`);
      }
      return { status: response.status, body, cache: response.headers.get('cache-control'), path };
    },
    /** The replies of `replies` no request has been answered with yet. */
    unseen(): string[] {
      return Object.entries(replies).flatMap(([route, statuses]) => Object.keys(statuses).map((status) => `${route} ${status}`)).filter((r) => !checked.has(r));
    },
  };
}
