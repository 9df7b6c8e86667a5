import type { Wiring } from './create-wiring.ts';
import { awsNotifications } from './optional/aws-notifications.ts';
import { bundledMedicals } from './optional/bundled-medicals.ts';
import { localAddresses } from './optional/local-addresses.ts';
import { s3Files } from './optional/s3-files.ts';
import { onProcessWiringReset, processAdapter, processCoreWiring } from './process-core.ts';

export { installClock, installLocalProviders, resetProcessWiring } from './process-core.ts';

let wiring: Wiring | undefined;
onProcessWiringReset(() => (wiring = undefined));

/**
 * The whole process wiring, for the entry points that reach every port (the local runtime, the CLI, tests). It shares
 * the core and each heavy adapter with the handlers of the same process. Lambda handlers and jobs use process-core.ts.
 */
export function processWiring(): Wiring {
  wiring ??= {
    ...processCoreWiring(),
    files: processAdapter(s3Files),
    notifier: processAdapter(awsNotifications),
    medicals: processAdapter(bundledMedicals),
    addresses: processAdapter(localAddresses),
  };
  return wiring;
}
