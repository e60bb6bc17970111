import { withRequestQueryTimeout } from './query-deadline.js';

/** A background worker over a table of due rows (the contact outbox, the newsletter's queue). */
export type PollingWorker = {
  /** Looks now rather than at the next poll; a look already running looks once more when it ends. */
  wake(): void;
  /** Resolves when no look is running (tests: after start, after wake). */
  idle(): Promise<void>;
  /** No new look; waits for the one running (its sends in flight recorded), then `onStop`. */
  stop(): Promise<void>;
  /** Whether stop() was called: a look checks it between rows and takes no new one. */
  isStopped(): boolean;
};

export type PollingWorkerOptions = {
  /** How often to look when nothing wakes it. */
  pollMs: number;
  /** One look: every due row it can handle now. */
  look: () => Promise<void>;
  /** A look that failed (the database did not answer): it is tried again at the next poll. */
  onError: (error: unknown) => void;
  /** After the last look, on stop (close the SMTP transport). */
  onStop?: () => void;
};

/**
 * Runs `look` every `pollMs` and whenever woken, one look at a time, each query of it with the
 * request's deadline: a database that stops answering fails the look instead of holding it, and
 * stop(), for minutes. Its timer never keeps the process alive. Nothing runs until the first wake().
 */
export function startPollingWorker({ pollMs, look, onError, onStop }: PollingWorkerOptions): PollingWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lookAgain = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      wake();
    }, delay);
    timer.unref();
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      lookAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      do {
        lookAgain = false;
        try {
          await withRequestQueryTimeout(look);
        } catch (error) {
          onError(error);
        }
      } while (lookAgain && !stopped);
    })().finally(() => {
      running = null;
      schedule(pollMs);
    });
  };

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
      onStop?.();
    },
    isStopped: () => stopped,
  };
}
