import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Config } from './config.ts';
import { openPglite, openPostgres, pgliteDirFor, type OpenDb } from './db/client.ts';

const ZTenants = z.object({
  tenants: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
        apiKey: z.string().min(8),
        database: z.string().regex(/^[a-z0-9_]{1,50}$/),
        /** A PostgreSQL server of its own; tenants spread over machines this way. */
        databaseUrl: z.string().optional(),
      }),
    )
    .min(1),
});
export type Tenant = z.infer<typeof ZTenants>['tenants'][number];

export const readTenants = (file: string): Tenant[] => {
  const parsed = ZTenants.parse(JSON.parse(readFileSync(file, 'utf8')));
  const slugs = new Set(parsed.tenants.map((t) => t.slug));
  if (!slugs.has('default')) throw new Error(`${file}: a tenant with slug "default" is required`);
  if (slugs.size !== parsed.tenants.length) throw new Error(`${file}: tenant slugs must be unique`);
  return parsed.tenants;
};

/**
 * Holds one database per tenant, opened (created and migrated) on first use.
 * `onCreated` runs once per tenant database after migration (the demo seed).
 */
export class TenantRegistry {
  private readonly bySlug = new Map<string, Tenant>();
  private readonly byKey = new Map<string, Tenant>();
  private readonly open = new Map<string, Promise<OpenDb>>();

  constructor(
    tenants: Tenant[],
    private readonly config: Pick<Config, 'dataDir' | 'databaseUrl' | 'inMemory' | 'databaseTemplate'>,
    private readonly onOpened?: (tenant: Tenant, db: OpenDb['db']) => Promise<void>,
  ) {
    for (const tenant of tenants) {
      this.bySlug.set(tenant.slug, tenant);
      this.byKey.set(tenant.apiKey, tenant);
    }
  }

  get defaultTenant(): Tenant {
    return this.bySlug.get('default')!;
  }

  byApiKey(key: string): Tenant | undefined {
    return this.byKey.get(key);
  }

  bySlugOrUndefined(slug: string): Tenant | undefined {
    return this.bySlug.get(slug);
  }

  /** The tenant of a request: the x-api-key header, else the first label of the host name, else default. */
  resolve(apiKey: string | undefined, host: string | undefined): Tenant | undefined {
    if (apiKey) return this.byApiKey(apiKey);
    const label = host?.split(':')[0]?.split('.')[0]?.toLowerCase();
    return (label && this.bySlug.get(label)) || this.defaultTenant;
  }

  /** The tenants whose database this process has opened (or is opening): what background sweeps visit. */
  openTenants(): Tenant[] {
    return [...this.open.keys()].map((slug) => this.bySlug.get(slug)!).filter(Boolean);
  }

  db(tenant: Tenant): Promise<OpenDb['db']> {
    let pending = this.open.get(tenant.slug);
    if (!pending) {
      pending = this.openTenant(tenant);
      this.open.set(tenant.slug, pending);
      pending.catch(() => this.open.delete(tenant.slug));
    }
    return pending.then((o) => o.db);
  }

  private async openTenant(tenant: Tenant): Promise<OpenDb> {
    const serverUrl = tenant.databaseUrl ?? this.config.databaseUrl;
    const setUp = async (db: OpenDb['db']) => {
      await this.onOpened?.(tenant, db);
    };
    // PostgreSQL may be opened by several processes at once: it migrates and sets up under a lock (db/client.ts).
    const template = this.config.databaseTemplate;
    if (serverUrl) return openPostgres(serverUrl, tenant.database, setUp, template?.postgres);
    const opened = this.config.inMemory
      ? await openPglite(undefined, template?.pglite)
      : await openPglite(pgliteDirFor(this.config.dataDir, tenant.database));
    await setUp(opened.db);
    return opened;
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.allSettled(all.map(async (p) => (await p).close()));
  }
}
