import type { Config } from '../../config.ts';
import type { AppContext, OptionalPort } from '../../domain/context.ts';

/**
 * How one heavy port's adapter is built from the configuration. A handler names the factories its use case needs
 * (defineHandler's `adapters`), so a route's Lambda bundle carries only the AWS clients and data it uses.
 */
export interface AdapterFactory<K extends OptionalPort> {
  port: K;
  build(c: Config): NonNullable<AppContext[K]>;
}

/** The factories one route declares, at most one per port. */
export type AdapterFactories = { [K in OptionalPort]?: AdapterFactory<K> };
