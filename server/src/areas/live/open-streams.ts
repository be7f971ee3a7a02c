import type { ServerResponse } from 'node:http';
import type { StreamLimits } from '../../config.ts';

/** A comment line this often keeps proxies from closing a quiet stream (docs/live.md). */
export const HEARTBEAT_MS = 25_000;

/** Whose a stream is, for the limits: the user (or the guest's order) and the client address. */
export interface StreamOwner {
  user: string;
  address: string;
}

/** Why the registry ends a stream: a newer one of the same user or address took its place, or the app shuts down. */
export type EndReason = 'replaced' | 'shutdown';

interface Entry {
  owner: StreamOwner;
  response: ServerResponse;
  end: (reason: EndReason) => void;
}

/** A place held for a stream being opened (its checks run meanwhile): opened once, or released. */
export interface StreamPlace {
  /** The stream is open: counted, heard by the heartbeat; answers the function that forgets it. */
  open(response: ServerResponse, owner: StreamOwner, end: (reason: EndReason) => void): () => void;
  /** The stream will not open (a refused ticket): the place is free again. */
  release(): void;
}

/**
 * The open streams of one process (docs/security.md, "Event streams"): at most `perProcess` in all, counting those
 * being opened, beyond which a new one is refused; at most `perUser` of one user and `perAddress` from one address,
 * beyond which the oldest of them is ended when a new one opens. One timer sends every heartbeat; shutdown ends all.
 */
export class OpenStreams {
  private readonly entries = new Set<Entry>();
  private readonly byUser = new Map<string, Set<Entry>>();
  private readonly byAddress = new Map<string, Set<Entry>>();
  private opening = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly limits: StreamLimits,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Streams open now. */
  get size() {
    return this.entries.size;
  }

  /** A place for one more stream, or null when the process holds its maximum (open and being opened). */
  reserve(): StreamPlace | null {
    if (this.entries.size + this.opening >= this.limits.perProcess) return null;
    this.opening += 1;
    let held = true;
    const giveBack = () => {
      if (!held) return false;
      held = false;
      this.opening -= 1;
      return true;
    };
    return {
      open: (response, owner, end) => {
        if (!giveBack()) throw new Error('a stream place is opened once');
        return this.add({ owner, response, end });
      },
      release: () => void giveBack(),
    };
  }

  private add(entry: Entry): () => void {
    this.entries.add(entry);
    // Oldest first: a Set keeps insertion order.
    const mine = groupOf(this.byUser, entry.owner.user).add(entry);
    const here = groupOf(this.byAddress, entry.owner.address).add(entry);
    if (!this.timer) {
      this.timer = setInterval(() => {
        for (const e of this.entries) e.response.write(': keep-alive\n\n');
      }, this.heartbeatMs);
      this.timer.unref();
    }
    for (const [group, limit] of [
      [mine, this.limits.perUser],
      [here, this.limits.perAddress],
    ] as const) {
      // Each end forgets its entry (the function below), so the group shrinks as the oldest are ended.
      while (group.size > limit) {
        const oldest = group.values().next().value!;
        this.forget(oldest);
        oldest.end('replaced');
      }
    }
    return () => this.forget(entry);
  }

  private forget(entry: Entry) {
    if (!this.entries.delete(entry)) return;
    dropFrom(this.byUser, entry.owner.user, entry);
    dropFrom(this.byAddress, entry.owner.address, entry);
    if (!this.entries.size) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Ends every open stream (graceful shutdown): clients reconnect to another process with Last-Event-ID. */
  closeAll() {
    for (const entry of [...this.entries]) {
      this.forget(entry);
      entry.end('shutdown');
    }
  }
}

const groupOf = (groups: Map<string, Set<Entry>>, key: string) => {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = new Set()));
  return group;
};

const dropFrom = (groups: Map<string, Set<Entry>>, key: string, entry: Entry) => {
  const group = groups.get(key);
  if (!group) return;
  group.delete(entry);
  if (!group.size) groups.delete(key);
};
