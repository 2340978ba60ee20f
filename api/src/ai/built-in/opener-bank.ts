// The built-in library: every topic, and the general openers for prompts no topic matches.
import { EVERYDAY_TOPICS, GENERAL_OPENERS } from "./bank-everyday.ts";
import { LEISURE_TOPICS } from "./bank-leisure.ts";
import { OUTDOOR_TOPICS } from "./bank-outdoors.ts";
import type { OpenerTopic } from "./opener-topic.ts";

export const OPENER_TOPICS: readonly OpenerTopic[] = [...OUTDOOR_TOPICS, ...EVERYDAY_TOPICS, ...LEISURE_TOPICS];

export { GENERAL_OPENERS };
