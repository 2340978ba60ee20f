// Server-side administration: the only way to give or take the moderator role (no API does), and
// a password reset link for someone locked out (admin/send-reset-link.ts).
//   npm run admin -- grant <username>    make the account a moderator
//   npm run admin -- revoke <username>   make it an ordinary account again
//   npm run admin -- send-reset-link <username> [--to <address>]   mail a password reset link
// It opens the database the server uses (DATABASE_URL, or the embedded PGlite under DATA_DIR, which
// one process opens at a time: beside a running server it refuses and says to stop the server).
// The change counts at once: every moderation operation reads the role afresh.
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { setModerator } from "../src/domain/moderation/moderators.ts";
import { usernameKey } from "../src/domain/users/rules.ts";
import { exitOnKnownFailure } from "./known-failures.ts";
import { SEND_RESET_LINK_USAGE, sendResetLink, sendResetLinkArgs } from "./admin/send-reset-link.ts";

const USAGE = `usage: npm run admin -- grant <username> | revoke <username> | ${SEND_RESET_LINK_USAGE}`;

async function main(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  if (command === "send-reset-link") {
    const parsed = sendResetLinkArgs(args.slice(1));
    if (!parsed) {
      console.error(USAGE);
      return 2;
    }
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl).catch(exitOnKnownFailure);
    try {
      return await sendResetLink(config, database, parsed);
    } finally {
      await database.close();
    }
  }
  if ((command !== "grant" && command !== "revoke") || !username || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig().databaseUrl).catch(exitOnKnownFailure);
  try {
    const found = await setModerator(database.prisma, usernameKey(username), command === "grant");
    if (!found) {
      console.error(`No account has the username "${username}".`);
      return 1;
    }
    console.log(command === "grant" ? `${username} is now a moderator.` : `${username} is no longer a moderator.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
