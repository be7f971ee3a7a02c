/** What an address of the guest app depends on: the configured guest app and the tenant. */
interface GuestUrlCtx {
  services: { config: { guestAppUrl: string; webMenuUrl: string; portalUrl: string } };
  tenant: { slug: string };
}

/**
 * An address of the guest app on the tenant's own sub-domain (QR codes of stores, menus and tables point there), or of
 * this server's own pages for guests (`portalUrl`: a receipt's page).
 */
export const guestUrl = (
  ctx: GuestUrlCtx,
  path: string,
  app: 'guestAppUrl' | 'webMenuUrl' | 'portalUrl' = 'guestAppUrl',
) => {
  const base = new URL(ctx.services.config[app]);
  // Each tenant's guests use its own sub-domain, as the portal does.
  if (ctx.tenant.slug !== 'default') base.hostname = `${ctx.tenant.slug}.${base.hostname}`;
  return `${base.origin}${path}`;
};

/** An address of the web menu: the guest app's when GUEST_APP_URL is set, else this server's guest pages (config.ts). */
export const webMenuUrl = (ctx: GuestUrlCtx, path: string) => guestUrl(ctx, path, 'webMenuUrl');
