// Must NOT type-check: a Maeshowe card is a number (the contract test expects tsc to refuse this file).
import type { components } from "./schema.js";

export const wrong: components["schemas"]["MaeshoweCommand"] = { action: "play", card: "not-a-card" };
