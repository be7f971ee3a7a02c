import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Tenant, TenantRegistry } from '../tenancy.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
  }
}

export interface TenantScope {
  tenant: Tenant;
  db: Db;
}

/** The tenant of a request and its database. An unknown x-api-key is refused, never mapped to default. */
export const tenantOf = async (app: FastifyInstance, request: FastifyRequest): Promise<TenantScope> => {
  const header = request.headers['x-api-key'];
  const apiKey = Array.isArray(header) ? header[0] : header;
  const tenant = app.tenants.resolve(apiKey, request.headers.host);
  if (!tenant) throw new AppError('tenant_unknown', 'unknown x-api-key');
  return { tenant, db: await app.tenants.db(tenant) };
};

export default fp(
  async function tenancy(app: FastifyInstance, opts: { registry: TenantRegistry }) {
    app.decorate('tenants', opts.registry);
    app.addHook('onClose', async () => opts.registry.closeAll());
  },
  { name: 'tenancy' },
);
