// Server-side administration: what no API may do.
//   npm run admin -- grant <username>            make the account a moderator
//   npm run admin -- revoke <username>           make it an ordinary account again
//   npm run admin -- lift <username> [reason]    lift the account's suspension (a moderator's too)
//   npm run admin -- moderators                  list the moderators
//   npm run admin -- send-reset-link <username> [--to <address>]   mail a password reset link
//                                                (admin/send-reset-link.ts)
// It opens the database the server uses (DATABASE_URL, or the embedded PGlite under DATA_DIR, which
// one process opens at a time: beside a running server it refuses and says to stop the server). A change counts at once: every
// moderation operation reads the role and the suspension afresh. A lifted suspension is kept in
// the moderators' audit log as the admin command's.
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { UserError } from "../src/domain/errors.ts";
import { liftByAdmin } from "../src/domain/moderation/moderator-actions.ts";
import { listModerators, setModerator } from "../src/domain/moderation/moderators.ts";
import { usernameKey } from "../src/domain/users/rules.ts";
import type { Config } from "../src/config/env.ts";
import type { Database } from "../src/db/database.ts";
import { sendResetLink, sendResetLinkArgs } from "./admin/send-reset-link.ts";
import { exitOnKnownFailure } from "./known-failures.ts";

interface Command {
  /** its arguments, as the usage line shows them */
  args: string;
  /** whether `args` suits it (checked before the database is opened) */
  accepts(args: string[]): boolean;
  /** does the work; resolves to the exit code */
  run(opened: { config: Config; database: Database; prisma: Database["prisma"] }, args: string[]): Promise<number>;
}

const noSuchAccount = (username: string) => {
  console.error(`No account has the username "${username}".`);
  return 1;
};

const oneUsername = (args: string[]) => args.length === 1 && args[0] !== "";

const COMMANDS: Record<string, Command> = {
  grant: {
    args: "<username>",
    accepts: oneUsername,
    async run({ prisma }, [username]) {
      if (!(await setModerator(prisma, usernameKey(username!), true))) return noSuchAccount(username!);
      console.log(`${username} is now a moderator.`);
      return 0;
    },
  },
  revoke: {
    args: "<username>",
    accepts: oneUsername,
    async run({ prisma }, [username]) {
      if (!(await setModerator(prisma, usernameKey(username!), false))) return noSuchAccount(username!);
      console.log(`${username} is no longer a moderator.`);
      return 0;
    },
  },
  lift: {
    args: "<username> [reason]",
    accepts: (args) => args.length >= 1 && args[0] !== "",
    async run({ prisma }, [username, ...reason]) {
      const lifted = await liftByAdmin(prisma, usernameKey(username!), reason.join(" "));
      if (lifted === null) return noSuchAccount(username!);
      console.log(lifted ? `${username}'s suspension is lifted.` : `${username} is not suspended: nothing changed.`);
      return 0;
    },
  },
  moderators: {
    args: "",
    accepts: (args) => args.length === 0,
    async run({ prisma }) {
      const moderators = await listModerators(prisma);
      if (!moderators.length) console.log("No account is a moderator.");
      for (const { username, suspendedAt } of moderators)
        console.log(suspendedAt ? `${username} (suspended since ${suspendedAt.toISOString()})` : username);
      return 0;
    },
  },
  "send-reset-link": {
    args: "<username> [--to <address>]",
    accepts: (args) => sendResetLinkArgs(args) !== null,
    run: ({ config, database }, args) => sendResetLink(config, database, sendResetLinkArgs(args)!),
  },
};

const USAGE = `usage: npm run admin -- ${Object.entries(COMMANDS)
  .map(([name, { args }]) => `${name}${args && ` ${args}`}`)
  .join(" | ")}`;

async function main([name, ...args]: string[]): Promise<number> {
  const command = name === undefined ? undefined : Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command || !command.accepts(args)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl).catch(exitOnKnownFailure);
  try {
    return await command.run({ config, database, prisma: database.prisma }, args);
  } catch (error) {
    // a refusal the command's input caused (a reason too long): said as the API says it
    if (!(error instanceof UserError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
