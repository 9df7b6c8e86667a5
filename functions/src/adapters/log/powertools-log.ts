import { Logger } from '@aws-lambda-powertools/logger';
import type { LogSink } from '../../domain/log.ts';

/** The service name on every line (Powertools' `service` key): one portal, its functions told apart by `route` or `job`. */
export const LOG_SERVICE = 'portal';

/**
 * Powertools' logger as the log port's sink: one JSON line per call with level, message, timestamp, service, the X-Ray
 * trace id when there is one, then the scope's keys (route, request id, tenant, applicant id) and the line's own. Lambda
 * and the local runtime write the same lines; POWERTOOLS_LOG_LEVEL sets the level (INFO unless set).
 */
export function powertoolsLogSink(stage: string): LogSink {
  const logger = new Logger({ serviceName: LOG_SERVICE, persistentKeys: { stage } });
  return {
    write(level, message, fields) {
      logger[level](message, fields);
    },
  };
}
