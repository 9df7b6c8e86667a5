import type { Config } from '../config.ts';
import type { AddressSearch, FileStore, MedicalDirectory, Notifier } from '../domain/ports.ts';
import { createCoreWiring, type CoreWiring, type WiringOptions } from './core-wiring.ts';
import { awsNotifications } from './optional/aws-notifications.ts';
import { bundledMedicals } from './optional/bundled-medicals.ts';
import { localAddresses } from './optional/local-addresses.ts';
import { s3Files } from './optional/s3-files.ts';

export type { WiringOptions } from './core-wiring.ts';

/** Every adapter the use cases reach, built from one configuration. */
export interface Wiring extends CoreWiring {
  files: FileStore;
  notifier: Notifier;
  medicals: MedicalDirectory;
  addresses: AddressSearch;
}

/**
 * The whole composition root, for the entry points that reach everything (the local runtime, the CLI, tests). A
 * Lambda handler builds the core and only the heavy ports its route declares (process-core.ts), never this.
 */
export function createWiring(c: Config, options: WiringOptions = {}): Wiring {
  const core = createCoreWiring(c, options);
  return {
    ...core,
    files: s3Files.build(c, core),
    notifier: awsNotifications.build(c),
    medicals: bundledMedicals.build(c),
    addresses: localAddresses.build(c),
  };
}
