import { deviceSetting } from "../storage/deviceSetting";

// Whether single-key shortcuts are on, for this browser (WCAG 2.1.4: a way to turn them off, for
// people whose screen reader or voice control sends such keys). On unless turned off in Settings.

const turnedOff = deviceSetting("skysocial.keyboardShortcuts");

export function useShortcutsEnabled(): boolean {
  return turnedOff.use() !== "off";
}

export function setShortcutsEnabled(enabled: boolean): void {
  turnedOff.set(enabled ? null : "off");
}
