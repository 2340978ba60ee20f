/** A first name for a passkey made on this device ("Mac", "Android phone"); empty when unsure. */
export function thisDeviceName(): string {
  const agent = navigator.userAgent;
  const known: [RegExp, string][] = [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android phone"],
    [/CrOS/, "Chromebook"],
    [/Macintosh|Mac OS X/, "Mac"],
    [/Windows/, "Windows PC"],
    [/Linux/, "Linux computer"],
  ];
  return known.find(([pattern]) => pattern.test(agent))?.[1] ?? "";
}
