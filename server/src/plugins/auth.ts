import type { FastifyRequest } from 'fastify';

/** The bearer token of a request's Authorization header (the session checks are lib/session.ts). */
export const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};
