import bcrypt from "bcryptjs";

/** A real hash of a random string: comparing against it costs what a real check costs, so an
 *  unknown username takes as long to reject as a wrong password (no user enumeration by timing). */
let decoyHash: Promise<string> | undefined;

export class Passwords {
  constructor(private readonly rounds: number) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.rounds);
  }

  async verify(password: string, hash: string | undefined): Promise<boolean> {
    if (hash === undefined) {
      decoyHash ??= bcrypt.hash(crypto.randomUUID(), this.rounds);
      await bcrypt.compare(password, await decoyHash);
      return false;
    }
    return bcrypt.compare(password, hash);
  }
}
