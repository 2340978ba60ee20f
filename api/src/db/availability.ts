// Fails database work at once while the database is known not to answer, instead of letting
// every request wait out its own timeouts (and hold a pooled connection meanwhile), and lets work
// through again as soon as a probe gets an answer.
//
// Not cockatiel's or opossum's circuit breaker: their half-open state lets one trial call through
// and makes the other callers wait for it, and a trial call to a frozen database lasts until its
// query timeout. Here callers never wait: a probe of its own (a short-timeout SELECT 1) decides.
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { QUERY_READ_TIMEOUT } from "./pg-adapter.ts";
import { wrapStatements, type Around } from "./wrap-statements.ts";

/** Prisma passes `code` on when it wraps an adapter's error: faces recognise it by that. */
export const DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE";

export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  readonly code = DATABASE_UNAVAILABLE;
  constructor(cause?: unknown) {
    super("The database is not answering.", { cause });
  }
}

/** pg's and pg-pool's errors when the server did not answer in time (PG_TIMEOUTS), and unreachable hosts. */
const UNRESPONSIVE_MESSAGES = new Set([QUERY_READ_TIMEOUT, "Connection terminated due to connection timeout"]);
/**
 * pg-pool's error when every pooled connection stayed busy for PG_TIMEOUTS.connectMs: the node is
 * overloaded, not the database down. That request fails; marking the database down would turn a
 * burst into a 503 for everyone (a frozen database is found by its query and connect timeouts).
 */
const POOL_EXHAUSTED = "timeout exceeded when trying to connect";
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout"]);
/** the connection broke or was refused (server restarting, full): this request failed, the next may not */
const CONNECTION_FAILED_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  POOL_EXHAUSTED,
]);
const CONNECTION_FAILED_KINDS = new Set(["ConnectionClosed", "TooManyConnections"]);

function kindOf(error: unknown): string | undefined {
  const kind = (error as { cause?: { kind?: unknown } } | null)?.cause?.kind; // a DriverAdapterError
  return typeof kind === "string" ? kind : undefined;
}

function isUnresponsive(error: unknown): boolean {
  return (
    (error instanceof Error && UNRESPONSIVE_MESSAGES.has(error.message)) || UNREACHABLE_KINDS.has(kindOf(error) ?? "")
  );
}

function isConnectionFailure(error: unknown): boolean {
  return (
    (error instanceof Error && CONNECTION_FAILED_MESSAGES.has(error.message)) ||
    CONNECTION_FAILED_KINDS.has(kindOf(error) ?? "")
  );
}

export class AvailabilityGate {
  private down = false;
  private probing = false;
  private closed = false;

  /** `probe` answers true when the database answered; it must not go through the gate. */
  constructor(
    private readonly probe: () => Promise<boolean>,
    private readonly onChange: (available: boolean) => void = () => {},
    private readonly probeEveryMs = 500,
  ) {}

  get available(): boolean {
    return !this.down;
  }

  /** Runs `work` unless the database is known to be down; its failures are observed. */
  async admit<T>(work: () => Promise<T>): Promise<T> {
    if (this.down) throw new DatabaseUnavailableError();
    return this.observe(work);
  }

  /**
   * Runs `work` whatever the state (the statements of a transaction already begun: refusing its
   * ROLLBACK would hand the connection back to the pool mid-transaction). A timeout marks the
   * database down; connection failures become DatabaseUnavailableError either way.
   */
  async observe<T>(work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (isUnresponsive(error)) {
        this.markDown();
        throw new DatabaseUnavailableError(error);
      }
      if (isConnectionFailure(error)) throw new DatabaseUnavailableError(error);
      throw error;
    }
    this.markUp(); // it answered: it is back
    return result;
  }

  close(): void {
    this.closed = true;
  }

  private markDown(): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.onChange(false);
    if (!this.probing) void this.probeUntilUp();
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.onChange(true);
  }

  private async probeUntilUp(): Promise<void> {
    this.probing = true;
    while (this.down && !this.closed) {
      await new Promise((resolve) => setTimeout(resolve, this.probeEveryMs).unref());
      if (this.down && !this.closed && (await this.probe().catch(() => false))) this.markUp();
    }
    this.probing = false;
  }
}

/** The adapter's statements go through `gate`: new work is refused while the database is down. */
export function gatedAdapter(
  factory: SqlMigrationAwareDriverAdapterFactory,
  gate: AvailabilityGate,
): SqlMigrationAwareDriverAdapterFactory {
  const admit: Around = (work) => gate.admit(work);
  return wrapStatements(factory, { statement: admit, begin: admit, inTransaction: (work) => gate.observe(work) });
}
