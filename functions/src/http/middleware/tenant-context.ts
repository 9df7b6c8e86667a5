import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messages } from '@portal/shared';
import { config } from '../../config.ts';
import type { Actor, AppContext, OptionalPort } from '../../domain/context.ts';
import { notFound, unauthorized, unavailable } from '../../domain/errors.ts';
import { addLogKeys } from '../../domain/log.ts';
import { resolveTenant, type ResolvedHost } from '../../domain/tenancy/resolve-tenant.ts';
import { authenticateIntegrator } from '../../domain/integration/authenticate-integrator.ts';
import { openStaffSession } from '../../domain/handoff/staff-access.ts';
import type { CoreWiring } from '../../wiring/core-wiring.ts';
import { edgeHeaders } from '../edge-headers.ts';
import { readBearer } from '../../domain/read-bearer.ts';

export type ContextEvent = APIGatewayProxyEventV2 & { portal?: AppContext; unknownHost?: boolean };

const CACHE_MS = 60_000;
const hostCache = new Map<string, { at: number; resolved: ResolvedHost }>();

/**
 * The viewer's host, as CloudFront wrote it (x-forwarded-host, the local server likewise): never the Host header, which
 * is API Gateway's own. The origin check ran first, so the value is CloudFront's, not the caller's.
 */
export function requestHost(event: APIGatewayProxyEventV2): string {
  return (event.headers?.[edgeHeaders.viewerHost] ?? '').split(',')[0]!.trim();
}

function headerToken(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : undefined;
}

/** A staff session's token: the Authorization header's bearer token ('null' or 'undefined' from a client without one is none). */
function bearer(event: APIGatewayProxyEventV2): string | undefined {
  const read = readBearer(event.headers?.authorization);
  return read.kind === 'token' ? headerToken(read.token) : undefined;
}

/**
 * Builds the request's AppContext once: tenant from the host (never from the body, path or
 * query), the actor from the API prefix and its credential (a staff session under /api/admin, an API key of the
 * tenant under /api/integration), and tenant-scoped repositories.
 */
export function tenantContext(options: {
  wiring: () => CoreWiring;
  /** The heavy ports this route declared (the handler's adapters), built once per process; the tenant's where a port acts for one (the file store). */
  adapters?: (tenantId: number) => Partial<Pick<AppContext, OptionalPort>>;
}): MiddlewareObj<ContextEvent> {
  return {
    before: async (request) => {
      const event = request.event;
      const w = options.wiring();
      // The secrets the core keeps (the pepper), read on the container's first request: without them nothing is hashed.
      await w.ready().catch((e: unknown) => {
        throw unavailable(messages.api.serviceUnavailable, e);
      });
      const host = requestHost(event);
      let cached = hostCache.get(host);
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        cached = { at: Date.now(), resolved: await resolveTenant(w.directory, host, config().BASE_DOMAINS) };
        hostCache.set(host, cached);
      }
      const { tenant, baseDomain } = cached.resolved;
      if (!tenant) {
        event.unknownHost = true;
        throw notFound(messages.api.unknownHost);
      }
      addLogKeys({ tenantId: tenant.id });
      const repos = w.reposFor(tenant.id);
      let actor: Actor = { kind: 'visitor' };
      if (event.rawPath.startsWith('/api/admin/')) {
        const token = bearer(event);
        const staff = token ? await openStaffSession({ repos }, token) : undefined;
        if (!staff) throw unauthorized(messages.api.unauthorized);
        actor = staff;
      }
      const proto = (event.headers?.['x-forwarded-proto'] ?? 'https').split(',')[0]!.trim();
      const portal: AppContext = {
        tenant,
        actor,
        origin: {
          protocol: proto === 'http' ? 'http' : 'https',
          host,
          baseDomain,
          // Behind CloudFront the connection comes from an edge; its function writes the viewer's address (origin-checked).
          sourceIp: event.headers?.[edgeHeaders.viewerIp] ?? '',
          userAgent: event.headers?.['user-agent'],
        },
        clock: w.clock,
        repos,
        directory: w.directory,
        deadlines: w.deadlines,
        releases: w.releases,
        crypto: w.crypto,
        identity: w.identity,
        languageScores: w.languageScores,
        qualification: w.qualification,
        ...options.adapters?.(tenant.id),
        applicantToken: headerToken(event.headers?.applicanttoken),
        ...(event.requestContext?.timeEpoch ? { receivedAt: new Date(event.requestContext.timeEpoch) } : {}),
      };
      if (event.rawPath.startsWith('/api/integration/')) {
        // An API key of this tenant (the host's), looked up under this tenant only; wrong keys count per client address.
        portal.actor = { kind: 'integrator', ...(await authenticateIntegrator(portal, event.headers?.authorization)) };
      }
      addLogKeys({ actor: portal.actor.kind, ...(portal.actor.kind === 'integrator' ? { keyId: portal.actor.keyId } : {}) });
      event.portal = portal;
    },
  };
}

export function clearHostCache(): void {
  hostCache.clear();
}
