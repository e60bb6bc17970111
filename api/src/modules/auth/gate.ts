/**
 * A counting semaphore with a bounded wait: at most `limit` holders at once, later callers queue
 * (first come, first served) and give up after `maxWaitMs` with a GateTimeout. In-process: each API
 * process has its own (the database-backed limits in login-limiter.ts are the shared ones).
 */
export class GateTimeout extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Waited too long for a turn');
    this.name = 'GateTimeout';
  }
}

type Waiter = { start(): void; timer: NodeJS.Timeout };

export type Gate = {
  /** Runs `work` once a place is free; throws GateTimeout when none frees up within the wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Holders now (for tests and metrics). */
  readonly active: number;
  readonly waiting: number;
};

export function createGate(limit: number, maxWaitMs: number): Gate {
  let active = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(); // the place passes straight to the next in line
    } else {
      active -= 1;
    }
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (active < limit) {
        active += 1;
        resolve();
        return;
      }
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new GateTimeout(Math.max(1, Math.ceil(maxWaitMs / 1000))));
        }, maxWaitMs),
      };
      queue.push(waiter);
    });

  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** One gate per key (a username), dropped when nobody holds or waits for it. */
export function createKeyedGates(limit: number, maxWaitMs: number) {
  const gates = new Map<string, Gate>();
  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      let gate = gates.get(key);
      if (!gate) gates.set(key, (gate = createGate(limit, maxWaitMs)));
      try {
        return await gate.run(work);
      } finally {
        if (gate.active === 0 && gate.waiting === 0) gates.delete(key);
      }
    },
    get size() {
      return gates.size;
    },
  };
}
