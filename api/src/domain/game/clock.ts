// The turn clock and the invitations' deadlines, run by every node. Deadlines live in the
// database (Game.turnDeadline, GameInvitation.expiresAt), not in a process: each node sweeps for
// overdue ones every second, and also sets a precise timer for the games and invitations it has
// just handled, so a player who runs out of time loses on the dot rather than up to a second
// later. Whichever node gets there first ends the game (or expires the invitation); the others'
// conditional updates then find nothing to do, and a node that crashes leaves nothing stuck.
//
// While the database does not answer, nobody can move, and the clock must not count that against
// the player to move: once a sweep has failed, the next one that gets through first gives every
// game short of time a fresh turn (resetStalledClocks), and no precise timer ends a game before it.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { inTransaction } from "../transaction.ts";
import { endOverdueGames, resetStalledClocks } from "./ending.ts";
import { expireOverdueInvitations, type InvitationWatch } from "./invitations.ts";

export const SWEEP_INTERVAL_MS = 1_000;
/** A precise timer fires this long after the deadline, so the database's clock has surely passed it too. */
const TIMER_SLACK_MS = 25;

export class GameClock implements InvitationWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private interval: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;
  /** a sweep or a precise timer failed: deadlines may have passed while nobody could move */
  private stalled = false;
  private onError: (error: unknown) => void = () => {};

  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus }) {}

  /** Starts sweeping every second; `onError` hears a sweep that failed (the next one tries again). */
  start(onError: (error: unknown) => void): this {
    this.onError = onError;
    this.interval ??= setInterval(() => void this.sweepOnce(), SWEEP_INTERVAL_MS).unref();
    return this;
  }

  /** Stops the sweeps and timers and waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.sweeping;
  }

  /**
   * Ends every overdue game and expires every overdue invitation; resolves to the games it ended.
   * After a failed sweep it first resets the clocks of the games the stall cost time.
   */
  async sweep(): Promise<{ endedGames: string[]; expiredInvitations: number; resetGames: string[] }> {
    const resuming = this.stalled;
    const swept = await this.stallingOnFailure(() =>
      inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => ({
        resetGames: resuming ? await resetStalledClocks(tx, events) : [],
        endedGames: await endOverdueGames(tx, events),
        expiredInvitations: await expireOverdueInvitations(tx, events),
      })),
    );
    if (resuming) this.stalled = false;
    return swept;
  }

  watchGame(gameId: string, deadline: Date): void {
    this.at(`game:${gameId}`, deadline, async () => {
      // the sweep resets the stalled clocks first; ending the game here could beat it
      if (this.stalled) return;
      await this.stallingOnFailure(() =>
        inTransaction(this.deps.prisma, this.deps.bus, (tx, events) => endOverdueGames(tx, events, gameId)),
      );
    });
  }

  watchInvitation(invitationId: string, expiresAt: Date): void {
    this.at(`invitation:${invitationId}`, expiresAt, () =>
      inTransaction(this.deps.prisma, this.deps.bus, (tx, events) =>
        expireOverdueInvitations(tx, events, { id: invitationId }),
      ),
    );
  }

  /** Runs `work`; if it fails, deadlines may have passed while nobody could move. */
  private async stallingOnFailure<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.stalled = true;
      throw error;
    }
  }

  /** One sweep at a time per node: a slow one (a busy database) is not stacked on. */
  private sweepOnce(): void {
    if (this.sweeping) return;
    this.sweeping = this.sweep()
      .catch(this.onError)
      .finally(() => (this.sweeping = null));
  }

  /** Only while running (a domain used without start(), as in tests, leaves deadlines to explicit sweeps). */
  private at(key: string, when: Date, run: () => Promise<unknown>): void {
    if (!this.interval) return;
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        run().catch(this.onError);
      },
      Math.max(0, when.getTime() - Date.now()) + TIMER_SLACK_MS,
    ).unref();
    this.timers.set(key, timer);
  }
}
