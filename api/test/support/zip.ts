// Reads a ZIP the server wrote (a data export), whole, in memory.
import yauzl from "yauzl";

/** Every entry of a ZIP, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on("entry", (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on("end", () => resolve(entries));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}
