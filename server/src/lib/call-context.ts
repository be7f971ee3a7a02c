import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { Tenant } from '../tenancy.ts';
import type { PosCaller } from './pos-keys.ts';

/** A signed-in user as a call sees it (checked against the token version and block on every call). */
export interface AuthUser {
  id: string;
  gsm: string;
  isMaster: boolean;
  tokenVersion: number;
}

/** What a service logs through: the request's logger (pino's), reduced to what services use. */
export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a handler knows of its request: no web type, so a service can be called from anywhere (a job, a test). */
export interface Ctx {
  db: Db;
  tenant: Tenant;
  ip: string;
  log: Logger;
  services: Services;
  /** The signed-in user; null on public calls (but an `optionalUser` one made with a token) and with a POS key. */
  user: AuthUser | null;
  /** The cash register that made the call with its POS key (`access: 'pos'`, or a `pos` call without a token). */
  pos: PosCaller | null;
}

export interface UserCtx extends Ctx {
  user: AuthUser;
}
