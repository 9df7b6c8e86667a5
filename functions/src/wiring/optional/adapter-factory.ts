import type { Config } from '../../config.ts';
import type { AppContext, OptionalPort } from '../../domain/context.ts';
import type { TenantCredentialsSource } from '../core-wiring.ts';

/**
 * How one heavy port's adapter is built from the configuration. A handler names the factories its use case needs
 * (defineHandler's `adapters`), so a route's Lambda bundle carries only the AWS clients and data it uses.
 */
export interface AdapterFactory<K extends OptionalPort, B extends NonNullable<AppContext[K]> = NonNullable<AppContext[K]>> {
  port: K;
  /** Once per process; `core` shares the core wiring's tenant credentials (one AssumeRole per tenant for every client). */
  build(c: Config, core?: TenantCredentialsSource): B;
  /** A port whose calls act for one tenant: the adapter a request of that tenant gets (kept per tenant by the adapter). */
  forTenant?(built: B, tenantId: number): NonNullable<AppContext[K]>;
}

/** The factories one route declares, at most one per port. */
export type AdapterFactories = { [K in OptionalPort]?: AdapterFactory<K> };
