/** The services that answer the API, and everything else Rawi runs. */
export const SERVICE_NAMES = ['identity', 'content', 'projects', 'media', 'contact'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything Rawi runs: the gateway, the five services and the web container (one table for the deploy files, the local stack and the gateway). */
export const COMPONENT_NAMES = ['gateway', ...SERVICE_NAMES, 'web'] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];
export type UpstreamName = Exclude<ComponentName, 'gateway'>;

/** The gateway variable that names each upstream: IDENTITY_URL ... WEB_URL. */
export const UPSTREAM_VARIABLES = Object.fromEntries(
  COMPONENT_NAMES.filter((c) => c !== 'gateway').map((c) => [c, `${c.toUpperCase()}_URL`]),
) as { readonly [C in UpstreamName]: `${Uppercase<C>}_URL` };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Default metrics ports (METRICS_PORT): /metrics for Prometheus, never routed by the gateway. */
export const DEFAULT_METRICS_PORTS = {
  gateway: 9180,
  identity: 9181,
  content: 9182,
  projects: 9183,
  media: 9184,
  contact: 9185,
  web: 9186,
} as const;

/** Default ports of the local run and the Helm chart. */
export const DEFAULT_PORTS = {
  gateway: 8080,
  identity: 8101,
  content: 8102,
  projects: 8103,
  media: 8104,
  contact: 8105,
  web: 8106,
} as const;
